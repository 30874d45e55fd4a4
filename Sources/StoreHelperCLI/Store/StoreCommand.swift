#if Server
import ArgumentParser
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreKitConfiguration
import StoreKitInterface

/// `storehelper store`: a local App Store kept in a state directory.
struct StoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Run a local App Store from a .storekit file: buy, renew, refund, fly time, read notifications.",
        discussion: """
            The store lives in the --state directory. The first command needs --config FILE.storekit and \
            --bundle-id ID (a .storekit file does not hold the app's bundle id); later commands only need \
            --state. Passing --config again reloads the file. Commands on the same directory are serialized.
            """,
        subcommands: [
            StoreProducts.self, StoreBuy.self, StorePending.self, StoreApprove.self, StoreDecline.self, StoreResolve.self,
            StoreRefund.self, StoreRefundRequest.self, StoreRefundDecline.self, StoreRefundReverse.self, StoreForSale.self, StoreAdvance.self,
            StoreExpire.self, StoreAssign.self, StoreUnassign.self, StoreMessages.self,
            StoreRenew.self, StoreAutoRenew.self, StorePriceIncrease.self, StoreSet.self, StoreStatus.self,
            StoreTransactions.self, StoreReceipt.self, StoreEntitlements.self, StoreNotifications.self, StoreAccount.self,
            StoreFinish.self, StoreDelete.self, StoreClear.self, StoreReset.self, StoreTestNotification.self, StoreRescindConsent.self, StoreCA.self,
            StoreServe.self,
            StoreAPIKey.self, StoreOfferKey.self, StoreReview.self, StoreCancelFlow.self, StoreCancelFlows.self,
            StoreRetentionOffer.self, StoreConnectRetentionMessage.self, StoreRetentionSetup.self,
        ]
    )

    @OptionGroup var options: StoreOptions
}

/// The options every `store` command takes.
struct StoreOptions: ParsableArguments {
    @Option(help: "The directory the store lives in (required).")
    var state: String?

    @Option(help: "The .storekit file (needed the first time; given again, it is reloaded).")
    var config: String?

    @Option(help: "The app's bundle id (needed the first time).")
    var bundleId: String?

    @Option(help: "How long a change waits for another command using the same --state before it gives up (30s, 2m). Default: 30s.")
    var lockTimeout: DurationArgument?

    @Option(help: "The store clock's starting instant when the store is created (ISO 8601). Default: now.")
    var start: InstantArgument?

    /// The state directory. `--state` is checked here, when a command runs, rather than by the parser,
    /// so that `store SUBCOMMAND --help` shows the subcommand's help without it.
    func directory() throws -> StateDirectory {
        guard let state else { throw ValidationError("Missing expected argument '--state <state>'") }
        let timeout = Duration.milliseconds(Int64((lockTimeout?.seconds ?? 30) * 1_000))
        return StateDirectory(URL(fileURLWithPath: state), lockTimeout: timeout) { directory, timeout in
            Output.errorLine("waiting for another command using \(directory.path) to finish (giving up after \(timeout))…")
        }
    }

    /// Runs `body` on the store under the directory's lock, creating or reloading it as the options say.
    func withStore<Result>(_ body: (inout LocalAppStore) throws(StoreError) -> Result) throws -> Result {
        let configuration = try config.map { path in (path, try StoreKitFile.read(path)) }
        let startDate = start?.date ?? Date()
        let bundleId = bundleId
        let directory = try directory()
        do {
            return try directory.withStore(
                create: { () throws(StoreError) in
                    guard let (path, loaded) = configuration, let bundleId else {
                        throw StoreError.state("no store in \(directory.url.path) yet; pass --config FILE.storekit and --bundle-id ID the first time")
                    }
                    return try LocalAppStore(configuration: loaded, bundleId: bundleId, configurationPath: path, now: startDate)
                },
                { (store: inout LocalAppStore) throws(StoreError) in
                    if let bundleId, bundleId != store.bundleId {
                        throw StoreError.invalidRequest("this store sells for \(store.bundleId), not \(bundleId); use another --state directory")
                    }
                    if let (path, loaded) = configuration, loaded != store.configuration || path != store.configurationPath {
                        try store.replaceConfiguration(loaded, path: path)
                    }
                    return try body(&store)
                }
            )
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Reads the store without changing it (creating it first if the options allow).
    func read() throws -> LocalAppStore {
        let directory = try directory()
        if directory.exists && config == nil {
            do { return try directory.load() } catch { throw CommandFailure(error) }
        }
        return try withStore { (store: inout LocalAppStore) throws(StoreError) in store }
    }
}

/// How a command prints: text, or JSON that holds at least what the text shows.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON instead of text.") var json = false
}

/// A `store` subcommand: it reaches the options given before its name and prints text or JSON.
protocol StoreSubcommand: ParsableCommand {
    var parent: StoreCommand { get }
    var output: OutputOptions { get }
}

/// What a change command prints with `--json`: the same sentence as the text.
struct ChangeJSON: Encodable {
    var message: String
}

extension StoreSubcommand {
    var store: StoreOptions { parent.options }

    /// Applies `body` to the store and prints `done` (as `{"message": …}` with `--json`).
    func change(_ done: @autoclosure () -> String, _ body: (inout LocalAppStore) throws(StoreError) -> Void) throws {
        try store.withStore(body)
        try emit(ChangeJSON(message: done())) { done() }
    }

    /// Prints `value` as JSON with `--json`, else the lines of `text`.
    func emit<Value: Encodable>(_ value: Value, text: () -> String) throws {
        if output.json { try Output.json(value) } else { Output.line(text()) }
    }
}
#endif
