/// A failure of the live-test harness itself (a compositor that does not start, a tool
/// that is missing, a timeout), with enough context to act on without rerunning.
struct LiveError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
