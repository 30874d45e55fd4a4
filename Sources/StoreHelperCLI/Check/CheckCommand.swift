#if Server
import ArgumentParser
import Foundation
import StoreHelper
import StoreHelperCheck
import StoreKitConfiguration

/// `storehelper check`: the differential check.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Random customer lifecycles; after every step the store's, StoreHelper's (and StoreServer's) views must agree.",
        discussion: """
            Each seed draws --steps events (purchases of every product type, time passing through renewals, billing \
            retry with and without grace, refunds, auto-renew off and on, Ask to Buy approved and declined) and \
            replays them on a fresh local store of the florist catalog, StoreHelper buying on its device (with \
            --storekit, through StoreKitStore on StoreKit on Linux over that device). After \
            every step the store's own entitlements and StoreHelper's (purchased products, the state of each \
            subscription group) are compared. A disagreement stops the run with the seed and the shortest \
            sequence that still disagrees, as storehelper store commands. With --server, StoreServer runs beside \
            them (live on loopback, SQLite): StoreHelper reports to it, the store's notifications are delivered to \
            it (some fail and are retried at the next step), it is restarted now and then, and its signed customer \
            info is compared as the third view whenever no delivery is waiting.
            """
    )

    @Option(help: "The first seed.") var seed: UInt64 = 1
    @Option(help: "How many seeds, from --seed on.") var seeds = 1
    @Option(help: "Events per seed.") var steps = 50
    @Option(help: "The .storekit catalog.") var config = "Examples/Florist/Products.storekit"
    @Option(help: "The app's product list (Products.plist or JSON).") var products = "Examples/Florist/Products.plist"
    @Flag(help: "Compare StoreServer's customer info as well.") var server = false
    @Flag(help: "StoreHelper buys through StoreKitStore on StoreKit on Linux (Linux only).") var storekit = false
    @Flag(help: "Print the result as JSON.") var json = false

    /// When every store of a check starts: a fixed instant, so a seed replays exactly.
    static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z

    struct Report: Encodable {
        let firstSeed: UInt64
        let seeds: Int
        let stepsPerSeed: Int
        let server: Bool
        /// Whether StoreHelper bought through `StoreKitStore` on StoreKit on Linux.
        let storeKit: Bool
        /// Steps after which StoreServer's view was compared too (not while a delivery waited).
        let serverComparisons: Int
        /// Purchases made with a promotional offer (the catalog's `adHocOffers`).
        let promotionalOfferPurchases: Int
        /// Purchases made on a monthly plan with a 12-month commitment (the catalog's `billingPlans`).
        let monthlyPlanPurchases: Int
        /// Cancellation flows whose real-time request StoreServer answered.
        let retentionFlows: Int
        /// The choices taken in cancellation flows, by name (`accept-offer`, `switch`, `cancel`, `keep`).
        let cancelFlowChoices: [String: Int]
        let stepsRun: Int
        let disagreements: Int
        let seconds: Double
    }

    @MainActor
    func run() async throws {
        guard (1...100_000).contains(seeds), (1...10_000).contains(steps) else {
            throw CommandFailure(.invalidOptions, "--seeds 1…100000, --steps 1…10000")
        }
        var check = try DifferentialCheck(
            catalog: StoreKitFile.read(config, hint: " (run from the repository root, or pass --config)"),
            catalogPath: config,
            products: ProductConfiguration(contentsOf: URL(fileURLWithPath: products)),
            start: Self.start
        )
        check.server = server
        check.storeKit = storekit
        let began = ContinuousClock.now
        var ran = 0
        for current in seed..<(seed + UInt64(seeds)) {
            let drawn = check.steps(seed: current, count: steps)
            guard let found = try await check.replay(drawn) else {
                ran += drawn.count
                continue
            }
            let (shrunk, disagreement) = try await check.shrink(drawn, found)
            Output.line("seed \(current): after step \(found.step + 1) (\(drawn[found.step])): \(found.detail)")
            Output.line("shrunk to \(shrunk.count) steps: \(disagreement.detail); reproduce with:")
            let prefix = "storehelper store --state DIR --config \(config) --start 2026-01-01T00:00:00Z"
            for command in disagreement.commands { Output.line(command.hasPrefix("#") ? "  \(command)" : "  \(prefix) \(command)") }
            throw CommandFailure(.disagreement, "seed \(current): the views disagree after \(found.step + 1) steps")
        }
        let elapsed = ContinuousClock.now - began
        let report = Report(
            firstSeed: seed,
            seeds: seeds,
            stepsPerSeed: steps,
            server: server,
            storeKit: storekit,
            serverComparisons: check.serverComparisons.value,
            promotionalOfferPurchases: check.offerPurchases.value,
            monthlyPlanPurchases: check.monthlyPlanPurchases.value,
            retentionFlows: check.retentionFlows.value,
            cancelFlowChoices: check.cancelFlowChoices.counts,
            stepsRun: ran,
            disagreements: 0,
            seconds: elapsed / .seconds(1)
        )
        if json {
            try Output.json(report)
        } else {
            Output.line(
                String(format: "%d seeds × %d steps (from seed %llu): no disagreement; %d steps in %.1f s", seeds, steps, seed, ran, report.seconds)
                    + (storekit ? "; StoreHelper bought through StoreKitStore on StoreKit on Linux" : "")
                    + (server
                        ? "; StoreServer compared after \(report.serverComparisons) of them, answered \(report.retentionFlows) cancellation flows"
                            + " (lenient, allowHTTPRealtimeURL=on: sent to it over http, which Apple refuses)"
                        : "")
            )
        }
    }
}
#endif
