import Foundation
import StoreHelperFixtures
import Testing

/// Every code block of every DocC article is compiled code: the marked parts of `Examples/DocCSnippets`
/// (a target CI builds) or of `Examples/FloristScreens` (SwiftUI, type-checked as iOS and macOS), or StoreHelper's
/// getting-started code in `Examples/ReadmeExample`, quoted exactly.
@Suite struct DocCArticleTests {
    static let snippets = "Examples/DocCSnippets"
    /// SwiftUI code, which CI compiles as iOS and as macOS (scripts/apple-typecheck/check.py).
    static let screens = "Examples/FloristScreens"

    /// The articles of every module's documentation catalog.
    static func articles() throws -> [String] {
        let sources = Fixtures.repositoryRoot.appendingPathComponent("Sources")
        return try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().flatMap { module in
            let catalog = "Sources/\(module)/\(module).docc"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.repositoryRoot.appendingPathComponent(catalog).path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
    }

    /// Every block the snippets mark, by marker name.
    static func compiledBlocks() throws -> [String: String] {
        var blocks: [String: String] = [:]
        for directory in [snippets, screens] {
            let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.repositoryRoot.appendingPathComponent(directory).path)
            for file in files where file.hasSuffix(".swift") {
                let path = "\(directory)/\(file)"
                for marker in try QuotedCode.markers(in: path, prefix: "DocC ") { blocks[marker] = try QuotedCode.block(in: path, marker: marker) }
            }
        }
        let gettingStarted = try QuotedCode.markedLines(
            in: "Examples/ReadmeExample/GettingStarted.swift",
            from: "// Getting started: body",
            to: "// Getting started: end"
        )
        blocks["Getting started"] = (["import StoreHelper", ""] + gettingStarted).joined(separator: "\n")
        return blocks
    }

    @Test func everyArticlesSwiftBlockIsCompiledCode() throws {
        let compiled = Set(try Self.compiledBlocks().values)
        var quoted = 0
        for article in try Self.articles() {
            for (index, block) in QuotedCode.swiftBlocks(of: try QuotedCode.text(article)).enumerated() {
                quoted += 1
                #expect(compiled.contains(block), "block \(index + 1) of \(article) is not a marked block of \(Self.snippets):\n\(block)")
            }
        }
        #expect(quoted >= 15, "the articles' code blocks were found")
    }

    @Test func everySnippetIsQuotedByAnArticle() throws {
        let quoted = Set(try Self.articles().flatMap { QuotedCode.swiftBlocks(of: try QuotedCode.text($0)) })
        for (marker, block) in try Self.compiledBlocks() {
            #expect(quoted.contains(block), "no article quotes '\(marker)'")
        }
    }
}
