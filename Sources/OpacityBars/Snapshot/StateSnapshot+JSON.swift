import FoundationEssentials

extension StateSnapshot {
    /// Pretty-printed JSON with sorted keys: the same state always prints the same text.
    public func jsonString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of finite numbers and strings cannot fail.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Parses a snapshot written by `jsonString()` (expected states in tests).
    public static func decode(json: String) throws -> StateSnapshot {
        try JSONDecoder().decode(StateSnapshot.self, from: Data(json.utf8))
    }
}
