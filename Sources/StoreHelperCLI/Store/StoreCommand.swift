import ArgumentParser
import Foundation
import LocalAppStore
import StoreKitInterface
import StoreKitConfiguration

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
            StoreRefund.self, StoreRefundRequest.self, StoreRefundDecline.self, StoreAdvance.self, StoreExpire.self,
            StoreRenew.self, StoreAutoRenew.self, StorePriceIncrease.self, StoreSet.self, StoreStatus.self,
            StoreTransactions.self, StoreEntitlements.self, StoreNotifications.self, StoreAccount.self,
            StoreFinish.self, StoreDelete.self, StoreClear.self, StoreReset.self, StoreTestNotification.self, StoreCA.self,
        ]
    )

    @OptionGroup var options: StoreOptions
}

/// The options every `store` command takes.
struct StoreOptions: ParsableArguments {
    @Option(help: "The directory the store lives in.")
    var state: String

    @Option(help: "The .storekit file (needed the first time; given again, it is reloaded).")
    var config: String?

    @Option(help: "The app's bundle id (needed the first time).")
    var bundleId: String?

    @Option(help: "The store clock's starting instant when the store is created (ISO 8601). Default: now.")
    var start: String?

    var directory: StateDirectory { StateDirectory(URL(fileURLWithPath: state)) }

    /// Runs `body` on the store under the directory's lock, creating or reloading it as the options say.
    func withStore<Result>(_ body: (inout LocalAppStore) throws(StoreError) -> Result) throws -> Result {
        let configuration = try config.map { path in (path, try StoreKitFile.read(path)) }
        let startDate = try start.map { try Instant.parse($0, option: "--start") } ?? Date()
        let bundleId = bundleId
        do {
            return try directory.withStore(
                create: { () throws(StoreError) in
                    guard let (path, loaded) = configuration, let bundleId else {
                        throw StoreError.state("no store in \(state) yet; pass --config FILE.storekit and --bundle-id ID the first time")
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
                })
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Reads the store without changing it (creating it first if the options allow).
    func read() throws -> LocalAppStore {
        if directory.exists && config == nil {
            do { return try directory.load() } catch { throw CommandFailure(error) }
        }
        return try withStore { (store: inout LocalAppStore) throws(StoreError) in store }
    }
}

/// A `store` subcommand: it reaches the options given before its name.
protocol StoreSubcommand: ParsableCommand {
    var parent: StoreCommand { get }
}

extension StoreSubcommand {
    var store: StoreOptions { parent.options }

    /// Applies `body` to the store and prints `done`; a failure prints one line and exits 1.
    func change(_ done: @autoclosure () -> String, _ body: (inout LocalAppStore) throws(StoreError) -> Void) throws {
        do {
            try store.withStore(body)
            Output.line(done())
        }
    }
}

/// `text` as one of `Choice`'s raw values, or a one-line failure naming the option.
func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, for option: String) throws -> Choice where Choice.RawValue == String {
    guard let value = Choice(rawValue: text) else {
        throw CommandFailure(.invalidOptions, "\(option) takes \(Choice.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
    }
    return value
}

/// On or off.
enum Switch: String, CaseIterable {
    case on, off
}

/// Parses durations such as `30d`, `12h`, `90m`, `45s`, `2w` or `1d12h`.
enum DurationText {
    static func seconds(_ text: String) throws -> TimeInterval {
        let units: [Character: TimeInterval] = ["w": 604_800, "d": 86_400, "h": 3_600, "m": 60, "s": 1]
        var total: TimeInterval = 0
        var digits = ""
        for character in text {
            if character.isNumber || character == "." {
                digits.append(character)
            } else if let unit = units[character], let value = Double(digits) {
                total += value * unit
                digits = ""
            } else {
                throw CommandFailure(.invalidOptions, "'\(text)' is not a duration like 30d, 12h, 90m, 45s or 1d12h")
            }
        }
        guard digits.isEmpty, !text.isEmpty else {
            throw CommandFailure(.invalidOptions, "'\(text)' is not a duration like 30d, 12h, 90m, 45s or 1d12h")
        }
        return total
    }
}
