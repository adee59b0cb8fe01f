/// Per-pointer state for a ``CustomRecognizer`` (Flutter's map by pointer): a few entries,
/// looked up by a linear search that beats hashing at this size. Removing an entry keeps the
/// storage, so once it has held as many pointers as ever go down together, nothing is
/// allocated.
public struct PointerTable<Value> {
    @usableFromInline var pointers: [Pointer] = []
    @usableFromInline var values: [Value] = []

    @inlinable public init() {}

    /// The value kept for `pointer`; setting nil forgets it.
    @inlinable public subscript(_ pointer: Pointer) -> Value? {
        get {
            guard let i = pointers.firstIndex(of: pointer) else { return nil }
            return values[i]
        }
        set {
            let i = pointers.firstIndex(of: pointer)
            switch (i, newValue) {
            case (let i?, let v?): values[i] = v
            case (let i?, nil):
                pointers.remove(at: i)
                values.remove(at: i)
            case (nil, let v?):
                pointers.append(pointer)
                values.append(v)
            case (nil, nil): break
            }
        }
    }

    /// The pointers it keeps a value for, in the order they were added.
    @inlinable public var keys: [Pointer] { pointers }
    @inlinable public var count: Int { pointers.count }
}
