import Foundation
import Testing

/// The article on writing a recognizer shows code these tests compile: each of its Swift
/// blocks is, line for line, in one of this target's sources.
@Suite struct DocExampleTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let article = here.appendingPathComponent(
        "../../Sources/Gestures/Gestures.docc/WritingARecognizer.md")

    static func swiftBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyCodeBlockOfTheArticleIsCompiledHere() throws {
        let blocks = Self.swiftBlocks(try String(contentsOf: Self.article, encoding: .utf8))
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.here.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: Self.here.appendingPathComponent($0), encoding: .utf8) }
        #expect(blocks.count >= 2)
        for block in blocks {
            #expect(sources.contains { $0.contains(block) }, "not compiled by any test:\n\(block)")
        }
    }
}
