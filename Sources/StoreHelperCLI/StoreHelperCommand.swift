import ArgumentParser

/// The `storehelper` command-line tool.
@main
struct StoreHelperCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storehelper",
        abstract: "StoreKit 2 and App Store signed data, verified and measured.",
        subcommands: [DemoCommand.self, Verify.self, EntitlementsCommand.self, StoreCommand.self, Bench.self]
    )
}
