import Foundation
import Testing

/// The DocC catalogue's code cannot drift: every ```swift block of every article is one of
/// the examples in this target's sources (between `doc-example begin` and `end` markers,
/// dedented), where it compiles and its tests run, and every example is quoted exactly once.
/// SwiftUI's code, quoted for comparison, is fenced ```swiftui and not compiled here. Every
/// article is linked from the catalogue's root page.
@Suite struct DocExampleTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let catalogue = here.appendingPathComponent("../../Sources/Gestures/Gestures.docc").standardized
    static let root = "Gestures.md"

    static func articles() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: catalogue.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { ($0, try String(contentsOf: catalogue.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The ```swift blocks of a Markdown text.
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

    /// The text between each `doc-example begin` and `end` marker line of this target's
    /// sources, dedented.
    static func examples() throws -> [String] {
        var out: [String] = []
        let files = FileManager.default.enumerator(atPath: here.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        for file in files {
            var current: [Substring]?
            let text = try String(contentsOf: here.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let bare = line.trimmingCharacters(in: .whitespaces)
                if bare == "// doc-example begin" {
                    current = []
                } else if bare == "// doc-example end", let lines = current {
                    let indent =
                        lines.filter { !$0.allSatisfy(\.isWhitespace) }
                        .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
                    out.append(lines.map { $0.count >= indent ? $0.dropFirst(indent) : "" }.joined(separator: "\n"))
                    current = nil
                } else if current != nil {
                    current!.append(line)
                }
            }
        }
        return out
    }

    @Test func everyCodeBlockOfEveryArticleIsAnExampleCompiledHereOnce() throws {
        let examples = try Self.examples()
        var quoted: [String] = []
        for (name, text) in try Self.articles() {
            for block in Self.swiftBlocks(text) {
                let compiled = examples.contains(block)
                #expect(compiled, "\(name): a swift block not compiled by any test:\n\(block)")
                quoted.append(block)
            }
        }
        #expect(quoted.count >= 15)
        for example in examples {
            let times = quoted.filter { $0 == example }.count
            #expect(times == 1, "an example quoted \(times) times in the articles:\n\(example)")
        }
    }

    @Test func everyArticleIsLinkedFromTheRootPage() throws {
        let articles = try Self.articles()
        let root = try #require(articles.first { $0.name == Self.root }).text
        for (name, _) in articles where name != Self.root {
            #expect(root.contains("<doc:\(name.dropLast(3))>"), "\(Self.root) does not link \(name)")
        }
    }
}
