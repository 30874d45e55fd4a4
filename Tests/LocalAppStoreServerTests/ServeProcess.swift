#if Server
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import NIOConcurrencyHelpers
import StoreHelperFixtures

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `storehelper store --state DIR serve --port 0 …` running as a process, with what it printed.
final class ServeProcess: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Text a pipe delivered so far.
    final class Captured: Sendable {
        let text = NIOLockedValueBox("")
    }

    private let process: Process
    private let stdout = Captured()
    private let stderr = Captured()

    init(directory: StateDirectory, _ arguments: [String]) throws {
        process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["store", "--state", directory.url.path, "serve", "--port", "0"] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        Self.capture(out.fileHandleForReading, into: stdout)
        Self.capture(err.fileHandleForReading, into: stderr)
        try process.run()
    }

    /// Appends what `handle` delivers to `captured` until it ends, on a thread of its own with blocking
    /// reads (FileHandle's readabilityHandler can crash in libdispatch on Linux when the pipe closes).
    private static func capture(_ handle: FileHandle, into captured: Captured) {
        Thread {
            while case let data = handle.availableData, !data.isEmpty {
                captured.text.withLockedValue { $0 += String(decoding: data, as: UTF8.self) }
            }
        }.start()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// The base URL from the `listening on …` line, once it is printed (at most 20 seconds).
    func listening() async throws -> URL {
        try await eventually("the listening line") {
            stdout.text.withLockedValue { text in
                text.split(separator: "\n").first { $0.hasPrefix("listening on http://127.0.0.1:") }
                    .flatMap { URL(string: String($0.dropFirst("listening on ".count))) }
            }
        }
    }

    /// Sends SIGTERM and returns the exit status (waiting at most 20 seconds).
    func terminate() async throws -> Int32 {
        kill(process.processIdentifier, SIGTERM)
        return try await eventually("the exit after SIGTERM") { process.isRunning ? nil : process.terminationStatus }
    }

    /// What it logged.
    var log: String { stderr.text.withLockedValue { $0 } }

    private func eventually<Value>(_ what: String, _ probe: () throws -> Value?) async throws -> Value {
        try await Self.eventually(what, probe)
    }

    /// Polls `probe` every 50 ms until it gives a value, for at most 20 seconds.
    static func eventually<Value>(_ what: String, _ probe: () throws -> Value?) async throws -> Value {
        for _ in 0..<400 {
            if let value = try probe() { return value }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure(description: "timed out after 20 s waiting for \(what)")
    }

    /// The built `storehelper` next to the test bundle.
    static func executable() throws -> URL { try Fixtures.builtExecutable() }
}
#endif
