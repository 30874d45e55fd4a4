#if Server
import ArgumentParser
import Foundation

/// The `storehelper` command-line tool.
///
/// Exit status: 0 on success (and for `--help`); 1 when a command fails, with one line
/// `error: <kind>: <message>` on standard error; 64 when the command line itself is not valid,
/// with one line `error: usage: <message>`.
@main
struct StoreHelperCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storehelper",
        abstract: "StoreKit 2 and App Store signed data, verified and measured.",
        discussion: """
            Exit status: 0 on success; 1 when a command fails (one line 'error: KIND: MESSAGE' on stderr); \
            64 when the command line is not valid (one line 'error: usage: MESSAGE').
            """,
        subcommands: [DemoCommand.self, Verify.self, EntitlementsCommand.self, StoreCommand.self, ServerCommand.self, CheckCommand.self]
    )

    /// The exit status of a command line that is not valid (BSD's `EX_USAGE`).
    static let usageStatus: Int32 = 64

    static func main() async {
        Foundation.exit(await run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs the tool on `arguments`, writing through ``Output/current``; returns the exit status.
    static func run(_ arguments: [String]) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            return report(error, arguments: arguments)
        }
    }

    /// Reports `error` in one line and returns the exit status: `--help` prints the help (0), an
    /// argument-parser error is a usage error (64), anything else a failure (1).
    private static func report(_ error: any Error, arguments: [String]) -> Int32 {
        let failure = CommandFailure(error)
        if failure.kind != .internalError {
            Output.errorLine("error: \(failure)")
            return 1
        }
        switch exitCode(for: error) {
        case .success:
            Output.line(fullMessage(for: error))
            return 0
        case .validationFailure:
            let message = self.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            Output.errorLine("error: usage: \(unknownSubcommand(in: arguments, message: message) ?? message) (see 'storehelper help')")
            return usageStatus
        default:
            Output.errorLine("error: \(failure)")
            return 1
        }
    }

    /// When the parser found an unexpected word where a command group expects its subcommand, says
    /// that no such subcommand exists and names the ones that do.
    private static func unknownSubcommand(in arguments: [String], message: String) -> String? {
        // "Unexpected argument 'x'" or "2 unexpected arguments: 'x', 'y'": the first one matters.
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].lowercased().contains("unexpected argument"), !parts[1].hasPrefix("-") else { return nil }
        let word = String(parts[1])
        var path = ["storehelper"]
        var names = subcommandNames(of: StoreHelperCommand.self)
        var group: [any ParsableCommand.Type] = StoreHelperCommand.configuration.subcommands
        for argument in arguments.prefix(while: { $0 != word }) {
            guard let next = group.first(where: { $0._commandName == argument }) else { continue }
            path.append(argument)
            names = subcommandNames(of: next)
            group = next.configuration.subcommands
        }
        guard !names.isEmpty else { return nil }
        return "'\(path.joined(separator: " "))' has no subcommand '\(word)'; it has \(names.joined(separator: ", "))"
    }

    private static func subcommandNames(of command: any ParsableCommand.Type) -> [String] {
        command.configuration.subcommands.map { $0._commandName }
    }
}
#endif
