#if Server
import ArgumentParser
import Entitlements
import Foundation
import LocalAppStore
import Logging
import StoreHelper
import StoreHelperLocal
import StoreKitConfiguration

/// `storehelper-bench helper`: what an app's question costs on a long history.
struct BenchHelper: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "helper",
        abstract:
            "Time StoreHelper's isPurchased on a customer with N transactions, against re-reading and re-verifying the store's whole history (refreshEntitlements) in the same run.",
        discussion: """
            The customer holds a weekly subscription renewed about N/2 times, one non-consumable and consumables \
            for the rest, on a local store in memory. `isPurchased` answers from the verified history StoreHelper \
            keeps; `refreshEntitlements` reads every transaction and renewal info from the store, verifies each \
            and runs the engine: what every question cost before the history was kept. Build with -c release for \
            meaningful numbers: swift run -c release --traits Server storehelper-bench helper
            """
    )

    @Option(help: "Transactions in the customer's history.") var transactions = 1_000
    @Option(help: "Questions timed per measure; the median is reported.") var questions = 50
    @Flag(help: "Print the results as JSON.") var json = false

    struct Report: Encodable {
        let transactions: Int
        /// Median seconds of one `isPurchased` (the subscription, owned).
        let isPurchasedSeconds: Double
        /// Median seconds of one `refreshEntitlements` (every token re-read and re-verified).
        let rereadSeconds: Double
        /// How many `isPurchased` fit in one re-read.
        let speedup: Double
        let buildConfiguration: String
    }

    static let subscription = "bench.weekly"
    static let nonConsumable = "bench.lifetime"
    static let consumable = "bench.coins"

    static let configurationJSON = """
        {"products": [
           {"productID": "bench.coins", "referenceName": "coins", "type": "Consumable", "displayPrice": "0.99",
            "familyShareable": false, "localizations": [{"locale": "en_US", "displayName": "Coins", "description": ""}]},
           {"productID": "bench.lifetime", "referenceName": "lifetime", "type": "NonConsumable", "displayPrice": "9.99",
            "familyShareable": false, "localizations": [{"locale": "en_US", "displayName": "Lifetime", "description": ""}]}],
         "settings": {}, "version": {"major": 3, "minor": 0},
         "subscriptionGroups": [{"id": "1", "name": "Bench", "subscriptions": [
           {"productID": "bench.weekly", "referenceName": "weekly", "type": "RecurringSubscription", "displayPrice": "4.99",
            "familyShareable": false, "groupNumber": 1, "recurringSubscriptionPeriod": "P1W", "subscriptionGroupID": "1",
            "localizations": [{"locale": "en_US", "displayName": "Weekly", "description": ""}]}]}]}
        """

    func run() async throws {
        let report = try await measure()
        guard !json else { return try BenchCommand.printJSON(report) }
        print("StoreHelper on a customer of \(report.transactions) transactions (\(report.buildConfiguration) build)")
        print(String(format: "  isPurchased                     %9.3f ms", report.isPurchasedSeconds * 1_000))
        print(String(format: "  refreshEntitlements (re-read)   %9.3f ms", report.rereadSeconds * 1_000))
        print(String(format: "  ratio                           %9.1f  isPurchased per re-read", report.speedup))
    }

    @MainActor
    func measure() async throws -> Report {
        guard (3...100_000).contains(transactions), (1...10_000).contains(questions) else {
            throw BenchFailure(.invalidOptions, "--transactions 3…100000, --questions 1…10000")
        }
        let device = try LocalStore(store: try Self.history(of: transactions))
        let helper = StoreHelper(
            configuration: ProductConfiguration(productIds: [Self.consumable, Self.nonConsumable, Self.subscription]),
            store: device,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: InMemoryLedgerStore()),
            logger: Self.quiet
        )
        await helper.start()
        guard try await helper.isPurchased(productId: Self.subscription), try await helper.isPurchased(productId: Self.nonConsumable)
        else { throw BenchFailure(.bench, "the customer should own the subscription and the non-consumable") }
        let isPurchased = try await Self.median(questions) {
            guard try await helper.isPurchased(productId: Self.subscription) else { throw BenchFailure(.bench, "the subscription is not owned") }
        }
        let reread = try await Self.median(questions) {
            await helper.refreshEntitlements()
            guard helper.purchasedProducts.contains(Self.subscription) else { throw BenchFailure(.bench, "the subscription is not owned") }
        }
        return Report(
            transactions: transactions,
            isPurchasedSeconds: isPurchased,
            rereadSeconds: reread,
            speedup: reread / isPurchased,
            buildConfiguration: BenchCommand.buildConfiguration
        )
    }

    /// The helper's log, errors and all, stays out of the figures.
    static var quiet: Logger {
        var logger = Logger(label: "storehelper-bench.helper")
        logger.logLevel = .critical
        return logger
    }

    /// A store whose default account holds `count` transactions: the subscription's purchase and
    /// renewals (half), one non-consumable, consumables for the rest; the subscription live at the end.
    static func history(of count: Int) throws -> LocalAppStore {
        let configuration = try ConfigurationFile.load(Data(configurationJSON.utf8))
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        var store = try LocalAppStore(configuration: configuration, bundleId: "com.example.bench", now: start)
        let renewals = count / 2 - 1
        _ = try store.purchase(subscription)
        _ = try store.purchase(nonConsumable)
        for _ in 0..<(count - renewals - 2) { _ = try store.purchase(consumable) }
        try store.advance(by: Double(renewals) * 7 * 86_400)  // up to the `renewals`th weekly renewal
        guard store.transactionCount == count else {
            throw BenchFailure(.bench, "expected \(count) transactions, the store holds \(store.transactionCount)")
        }
        return store
    }

    /// The median duration, in seconds, of `runs` calls of `body`.
    @MainActor
    static func median(_ runs: Int, _ body: @MainActor () async throws -> Void) async throws -> Double {
        let clock = ContinuousClock()
        var seconds: [Double] = []
        for _ in 0..<runs {
            let began = clock.now
            try await body()
            seconds.append(began.duration(to: clock.now) / .seconds(1))
        }
        return seconds.sorted()[runs / 2]
    }
}
#endif
