import Foundation
import StoreHelperFixtures
import Testing

/// Code the README and the DocC articles quote from compiled sources: the marked lines of a file, and the
/// Swift blocks of a Markdown page.
enum QuotedCode {
    /// The text of the repository's `path`.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of the repository's `path` between the line `start` and the next line `end` (each
    /// trimmed before comparing), without their common indentation.
    static func markedLines(in path: String, from start: String, to end: String) throws -> [String] {
        let lines = try text(path).components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == start }, "\(path) lacks '\(start)'")
        let stop = try #require(lines[begin...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == end }, "\(path) lacks '\(end)'")
        let body = Array(lines[(begin + 1)..<stop])
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.count))) }
    }

    /// The block `marker` of `path` as a page quotes it: its marked imports (when it has some), one blank
    /// line, then its marked body.
    static func block(in path: String, marker: String) throws -> String {
        let body = try markedLines(in: path, from: "// \(marker): body", to: "// \(marker): end")
        guard try text(path).contains("// \(marker): imports\n") else { return body.joined(separator: "\n") }
        var imports = try markedLines(in: path, from: "// \(marker): imports", to: "// \(marker): end")
        while imports.last?.isEmpty == true { imports.removeLast() }
        return (imports + [""] + body).joined(separator: "\n")
    }

    /// The names of the blocks `path` marks with `prefix` ("DocC Entitlements 2" for `// DocC Entitlements 2: body`).
    static func markers(in path: String, prefix: String) throws -> [String] {
        try text(path).components(separatedBy: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// \(prefix)"), trimmed.hasSuffix(": body") else { return nil }
            return String(trimmed.dropFirst(3).dropLast(6))
        }
    }

    /// The contents of the ```` ```swift ```` blocks of a Markdown page, in order.
    static func swiftBlocks(of markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
    }
}
