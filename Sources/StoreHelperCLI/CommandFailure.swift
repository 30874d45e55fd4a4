import ArgumentParser
import Foundation

/// A failure the tool reports as one line on stderr, exiting with status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    /// Prints `self` as one line on stderr and returns the exit code to throw.
    func report() -> ExitCode {
        FileHandle.standardError.write(Data("error: \(description)\n".utf8))
        return ExitCode(1)
    }
}
