#if Server
import ArgumentParser
import Crypto
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import StoreKitConfiguration

/// `storehelper-bench store`: how fast the local store flies subscriptions, signing included.
struct BenchStore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract:
            "Fly N subscribers × M months of monthly renewals on a local store; subscriber-months per second against raw P-256 signatures per second, then the cost of a status and a buy command on the resulting state directory.",
        discussion: """
            Each subscriber-month issues a renewal: a signed transaction, a signed renewal info and a signed \
            notification (3 ES256 signatures), so the ceiling is one third of the raw signing rate. The flown \
            store is then saved in a state directory (all its transactions) and a status and a buy command run \
            there; --subscribers 1000 --months 100 --runs 1 makes a store of 100,000 transactions. Build with \
            -c release for meaningful numbers: swift run -c release --traits Server storehelper-bench store
            """
    )

    @Option(help: "Subscribers.") var subscribers = 200
    @Option(help: "Months to fly.") var months = 12
    @Option(help: "Measured runs; the best is reported.") var runs = 3
    @Flag(help: "Print the results as JSON.") var json = false

    struct Report: Encodable {
        let subscribers: Int
        let months: Int
        let subscriberMonthsPerSecond: Double
        let rawP256SignPerSecond: Double
        let ratioToRawSign: Double
        let signaturesPerSubscriberMonth: Int
        /// Transactions in the state directory the commands ran on.
        let commandStoreTransactions: Int
        let commandStoreBytes: Int
        /// Seconds to save that store into a new state directory (every transaction written).
        let saveSeconds: Double
        /// Seconds for `store status` and `store buy` on that directory, as the commands run them.
        let statusSeconds: Double
        let buySeconds: Double
        /// A buy's cost in raw P-256 signatures (it makes 3: transaction, renewal info, notification).
        let buyCostInRawSignatures: Double
        let buildConfiguration: String
    }

    /// A one-group configuration with a monthly subscription.
    static let configurationJSON = """
        {"products": [], "settings": {}, "version": {"major": 3, "minor": 0},
         "subscriptionGroups": [{"id": "1", "name": "Bench", "subscriptions": [
           {"productID": "bench.monthly", "referenceName": "monthly", "type": "RecurringSubscription", "displayPrice": "4.99",
            "familyShareable": false, "groupNumber": 1, "recurringSubscriptionPeriod": "P1M", "subscriptionGroupID": "1",
            "localizations": [{"locale": "en_US", "displayName": "Monthly", "description": ""}]}]}]}
        """

    func run() throws {
        let report = try measure()
        guard !json else { return try BenchCommand.printJSON(report) }
        print("local store, \(subscribers) subscribers × \(months) months (\(report.buildConfiguration) build)")
        print(String(format: "  subscriber-months per second   %10.0f", report.subscriberMonthsPerSecond))
        print(String(format: "  raw P-256 signatures per second %9.0f", report.rawP256SignPerSecond))
        print(String(format: "  ratio                           %9.3f  (3 signatures each: ceiling 0.333)", report.ratioToRawSign))
        print("commands on a state directory of \(report.commandStoreTransactions) transactions (\(report.commandStoreBytes / 1_000_000) MB)")
        print(String(format: "  saving it whole                 %9.1f ms", report.saveSeconds * 1_000))
        print(String(format: "  status                          %9.1f ms", report.statusSeconds * 1_000))
        print(
            String(
                format: "  buy                             %9.1f ms  (%.0f raw signatures; it makes 3)",
                report.buySeconds * 1_000,
                report.buyCostInRawSignatures
            )
        )
    }

    /// Flies the store `runs` times and times the commands on the last one.
    func measure() throws -> Report {
        guard (1...100_000).contains(subscribers), (1...600).contains(months), (1...20).contains(runs) else {
            throw BenchFailure(.invalidOptions, "--subscribers 1…100000, --months 1…600, --runs 1…20")
        }
        do {
            let configuration = try ConfigurationFile.load(Data(Self.configurationJSON.utf8))
            let start = Date(timeIntervalSince1970: 1_767_225_600)
            // Up to the `months`th monthly renewal, which falls on the same day of a later month.
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            guard let end = calendar.date(byAdding: .month, value: months, to: start) else {
                throw BenchFailure(.bench, "cannot add \(months) months to \(start)")
            }
            var best = 0.0
            var rawBest = 0.0
            var flown: LocalAppStore?
            for _ in 0..<runs {
                rawBest = max(rawBest, Self.rawSignaturesPerSecond())
                var store = try LocalAppStore(configuration: configuration, bundleId: "com.example.bench", now: start)
                for index in 0..<subscribers {
                    let account = "s\(index)"
                    try store.addAccount(account)
                    _ = try store.purchase("bench.monthly", accountId: account)
                }
                let before = store.transactionCount
                let clock = ContinuousClock()
                let began = clock.now
                try store.advance(by: end.timeIntervalSince(start))
                let elapsed = began.duration(to: clock.now)
                let renewals = store.transactionCount - before
                guard renewals == subscribers * months else {
                    throw BenchFailure(.bench, "expected \(subscribers * months) renewals, the store made \(renewals)")
                }
                let seconds = elapsed / .seconds(1)
                best = max(best, Double(renewals) / seconds)
                rawBest = max(rawBest, Self.rawSignaturesPerSecond())
                flown = store
            }
            guard let flown else { throw BenchFailure(.bench, "no run completed") }
            let commands = try Self.commandCosts(on: flown, runs: runs)
            return Report(
                subscribers: subscribers,
                months: months,
                subscriberMonthsPerSecond: best,
                rawP256SignPerSecond: rawBest,
                ratioToRawSign: best / rawBest,
                signaturesPerSubscriberMonth: 3,
                commandStoreTransactions: flown.transactionCount,
                commandStoreBytes: commands.bytes,
                saveSeconds: commands.save,
                statusSeconds: commands.status,
                buySeconds: commands.buy,
                buyCostInRawSignatures: commands.buy * rawBest,
                buildConfiguration: BenchCommand.buildConfiguration
            )
        } catch let failure as BenchFailure {
            throw failure
        } catch {
            throw BenchFailure(.bench, "\(error)")
        }
    }

    /// Saves `store` in a temporary state directory and times `status` (read the store, count what it
    /// holds) and `buy` (lock, read, buy, save the changes) there as the commands run them; the best of `runs`.
    static func commandCosts(on store: LocalAppStore, runs: Int) throws -> (bytes: Int, save: Double, status: Double, buy: Double) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let directory = StateDirectory(url)
        let clock = ContinuousClock()
        let save = try clock.measure { try directory.withStore(create: { () throws(StoreError) in store }, { _ in }) } / .seconds(1)
        let bytes = ["state.sqlite", "state.sqlite-wal"].reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
        }
        var status = Double.infinity
        var buy = Double.infinity
        for run in 0..<runs {
            status = min(
                status,
                try clock.measure {
                    let loaded = try directory.load()
                    _ = (loaded.now, loaded.accounts.count, loaded.transactionCount, loaded.pendingPurchases.count, loaded.outboxCount)
                } / .seconds(1)
            )
            buy = min(
                buy,
                try clock.measure {
                    try directory.withStore { (store: inout LocalAppStore) throws(StoreError) in
                        try store.addAccount("bench-buyer-\(run)")
                        _ = try store.purchase("bench.monthly", accountId: "bench-buyer-\(run)")
                    }
                } / .seconds(1)
            )
        }
        return (bytes, save, status, buy)
    }

    /// Raw swift-crypto P-256 signatures of a 512-byte message per second, over about 0.3 s.
    static func rawSignaturesPerSecond() -> Double {
        let key = P256.Signing.PrivateKey()
        let message = Array(repeating: UInt8(ascii: "x"), count: 512)
        let clock = ContinuousClock()
        let began = clock.now
        var count = 0
        while began.duration(to: clock.now) < .milliseconds(300) {
            for _ in 0..<16 { _ = try? key.signature(for: message) }
            count += 16
        }
        let elapsed = began.duration(to: clock.now)
        return Double(count) / (elapsed / .seconds(1))
    }
}
#endif
