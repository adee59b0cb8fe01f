/// Keeps a log bounded: once it holds a quarter more than `limit`, drops the oldest so that
/// the newest `limit` remain. Trimming in chunks keeps appends amortised O(1), and the array's
/// capacity (its memory) stops growing once the first trim has happened.
func trimToNewest<Element>(_ log: inout [Element], keeping limit: Int) {
    let limit = max(1, limit)
    guard log.count > limit + limit / 4 else { return }
    log.removeFirst(log.count - limit)
}
