/// Why a canvas operation failed, naming the file or object involved.
public struct CanvasError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
