#if Server
import Foundation
import NIOConcurrencyHelpers
import StoreHelperFixtures
import Testing

@testable import StoreHelperCLI

/// Runs `storehelper` and captures what it prints: in process by default (fast), or as the built
/// binary in a subprocess where the exit-code contract or standard input is what is tested.
struct CommandRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The repository root (for `Examples/`).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the tool in this process with `arguments`; relative paths are taken from the repository root.
    static func run(_ arguments: [String]) async -> Result {
        let out = NIOLockedValueBox("")
        let err = NIOLockedValueBox("")
        let output = Output(out: { text in out.withLockedValue { $0 += text } }, err: { text in err.withLockedValue { $0 += text } })
        let status = await Output.$current.withValue(output) {
            await StoreHelperCommand.run(arguments.map(absolute))
        }
        return Result(status: status, stdout: out.withLockedValue { $0 }, stderr: err.withLockedValue { $0 })
    }

    /// A path argument made absolute against the repository root (the subprocess runs there).
    private static func absolute(_ argument: String) -> String {
        argument.hasPrefix("Examples/") || argument.hasPrefix("Tests/") || argument == "README.md"
            ? repository.appendingPathComponent(argument).path : argument
    }

    static func executable() throws -> URL { try Fixtures.builtExecutable() }

    /// Runs the built binary with `arguments` (and `stdin`, when given) in the repository root.
    static func subprocess(_ arguments: [String], stdin: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = repository
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Standard error is read on a thread of its own from the start, so a child that fills one pipe
        // while standard input is written or the other pipe is read never blocks.
        let errors = NIOLockedValueBox(Data())
        let errorsRead = DispatchSemaphore(value: 0)
        let errorHandle = err.fileHandleForReading
        Thread {
            let data = errorHandle.readDataToEndOfFile()
            errors.withLockedValue { $0 = data }
            errorsRead.signal()
        }.start()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        let stderr = errors.withLockedValue { $0 }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }
}
#endif
