#if Server
import Foundation

/// Where the tool writes: standard output and standard error by default, a buffer when a test runs
/// a command in process. Every command prints through here, and JSON always through ``json(_:)``.
struct Output: Sendable {
    let out: @Sendable (String) -> Void
    let err: @Sendable (String) -> Void

    /// The output of the running command.
    @TaskLocal static var current = Output(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) }
    )

    /// Writes one line (or several, joined by newlines) to the command's output.
    static func line(_ text: String = "") { current.out(text + "\n") }

    /// Writes `text` with no line end (a prompt).
    static func prompt(_ text: String) { current.out(text) }

    /// Writes one line to the command's error output.
    static func errorLine(_ text: String) { current.err(text + "\n") }

    /// Writes `value` as JSON on one line (or indented with `pretty`), keys sorted, slashes unescaped.
    static func json<Value: Encodable>(_ value: Value, pretty: Bool = false) throws {
        line(try jsonText(value, pretty: pretty))
    }

    /// `value` as the tool's JSON text.
    static func jsonText<Value: Encodable>(_ value: Value, pretty: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw CommandFailure(.internalError, "cannot encode the output as JSON: \(error)")
        }
    }
}
#endif
