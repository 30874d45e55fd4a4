#if Server
import ArgumentParser
import Entitlements
import Foundation
import LocalAppStore
import Testing

@testable import StoreHelperBenchmarks

/// Each bench measures on tiny sizes and reports its documented shape; its numbers are measured, not asserted.
/// These run real timing loops, so only where `STOREHELPER_BENCH_SMOKE=1` (`.ci/run` sets it in a step of
/// their own); the option checks run everywhere.
@Suite struct BenchSmokeTests {
    static let enabled = ProcessInfo.processInfo.environment["STOREHELPER_BENCH_SMOKE"] == "1"

    @Test(.enabled(if: enabled, "set STOREHELPER_BENCH_SMOKE=1 to run the measuring benches"))
    func verifyReportsARatioForEachCase() async throws {
        let report = try await BenchVerify.parse(["--seconds", "0.05"]).measure()
        #expect(report.rawP256VerifyPerSecond > 0)
        let names = report.cases.map(\.name)
        #expect(names.contains("apple-test-notification") && names.contains("apple-did-renew-notification"))
        for item in report.cases {
            #expect(item.perSecond > 0 && item.rawPerSecond > 0, "\(item.name)")
            #expect(abs(item.ratioToRaw - item.perSecond / item.rawPerSecond) < 1e-9 * max(1, item.ratioToRaw), "\(item.name)")
        }
    }

    @Test(.enabled(if: enabled, "set STOREHELPER_BENCH_SMOKE=1 to run the measuring benches"))
    func serverReportsIngestAgainstTheCeilingAndCustomerInfoLatency() async throws {
        let report = try await BenchServer.parse(["--subscribers", "4", "--months", "2", "--clients", "4", "--requests", "40"]).measure()
        #expect(report.notifications == 12, "4 SUBSCRIBED and 8 DID_RENEW")
        #expect(
            report.ingestPerSecond > 0
                && abs(report.ingestCeilingPerSecond - report.rawP256VerifyPerSecondAllCores / 3) < 1e-6 * report.ingestCeilingPerSecond
        )
        #expect(abs(report.ingestRatioToCeiling - report.ingestPerSecond / report.ingestCeilingPerSecond) < 1e-9)
        #expect(report.verifyOnlyPerSecond > 0 && report.storeOnlyPerSecond > 0)
        #expect(report.customerInfoP50Milliseconds > 0 && report.customerInfoP99Milliseconds >= report.customerInfoP50Milliseconds)
        #expect(
            report.unsignedCustomerInfoP50Milliseconds > 0 && report.unsignedCustomerInfoP99Milliseconds >= report.unsignedCustomerInfoP50Milliseconds
        )
        #expect(report.unsignedCustomerInfoPerSecond > 0 && report.healthzPerSecond > 0)
        #expect(report.database == "sqlite" && report.generator == "builtin")
        #expect(report.customerInfoClients == 8 && report.customerInfoRequests == 40)
    }

    @Test(.enabled(if: enabled, "set STOREHELPER_BENCH_SMOKE=1 to run the measuring benches"))
    func storeReportsSubscriberMonthsAgainstRawSigning() throws {
        let report = try BenchStore.parse(["--subscribers", "5", "--months", "3", "--runs", "1"]).measure()
        #expect(report.subscriberMonthsPerSecond > 0 && report.rawP256SignPerSecond > 0)
        #expect(abs(report.ratioToRawSign - report.subscriberMonthsPerSecond / report.rawP256SignPerSecond) < 1e-9)
        #expect(report.subscribers == 5 && report.months == 3 && report.signaturesPerSubscriberMonth == 3)
        // The commands ran on the flown store: 5 purchases and 5 × 3 renewals.
        #expect(report.commandStoreTransactions == 20 && report.commandStoreBytes > 0)
        #expect(report.statusSeconds > 0 && report.buySeconds > 0 && report.saveSeconds > 0)
        #expect(abs(report.buyCostInRawSignatures - report.buySeconds * report.rawP256SignPerSecond) < 1e-6)
    }

    @Test(.enabled(if: enabled, "set STOREHELPER_BENCH_SMOKE=1 to run the measuring benches"))
    func helperTimesIsPurchasedAgainstAReread() async throws {
        let report = try await BenchHelper.parse(["--transactions", "40", "--questions", "3"]).measure()
        #expect(report.transactions == 40)
        #expect(report.isPurchasedSeconds > 0 && report.rereadSeconds > 0)
        #expect(abs(report.speedup - report.rereadSeconds / report.isPurchasedSeconds) < 1e-9 * report.speedup)
    }

    @Test(.enabled(if: enabled, "set STOREHELPER_BENCH_SMOKE=1 to run the measuring benches"))
    func deviceTimesItsCallsAgainstItsAccessor() async throws {
        let report = try await BenchDevice.parse(["--runs", "3"]).measure()
        #expect(report.runs == 3)
        for times in [report.clock, report.purchase] {
            #expect(times.deviceSeconds > 0 && times.accessorSeconds > 0)
            #expect(abs(times.ratio - times.deviceSeconds / times.accessorSeconds) < 1e-9 * times.ratio)
        }
    }

    #if os(Linux)
    @Test(.enabled(if: enabled, "set STOREHELPER_BENCH_SMOKE=1 to run the measuring benches"))
    func storeKitTimesProductsAndPurchasesAgainstLocalStore() async throws {
        let report = try await BenchStoreKit.parse(["--runs", "3", "--transactions", "5"]).measure()
        #expect(report.productsSeconds > 0 && report.localProductsSeconds > 0 && report.purchaseSeconds > 0 && report.localPurchaseSeconds > 0)
        #expect(abs(report.productsRatio - report.productsSeconds / report.localProductsSeconds) < 1e-9 * report.productsRatio)
        #expect(abs(report.purchaseRatio - report.purchaseSeconds / report.localPurchaseSeconds) < 1e-9 * report.purchaseRatio)
        #expect(report.transactions == 5 && report.residentBytesBefore > 0 && report.residentBytesAfter > 0)
    }
    #endif

    /// The history the helper bench questions holds exactly the transactions asked for, the subscription live.
    @Test func helperHistoryHoldsTheTransactionsAskedFor() throws {
        let store = try BenchHelper.history(of: 41)
        #expect(store.transactionCount == 41)
        let owned = Set(store.entitlements(for: LocalAppStore.defaultAccountId).entitlements.map(\.productId))
        #expect(owned.isSuperset(of: [BenchHelper.subscription, BenchHelper.nonConsumable]), "consumables count until finished")
    }

    /// A deadline already past (as for a task that starts late on a loaded machine) still measures a round of
    /// checks on each core: a rate of 0 made the server bench's ratio infinite, which JSON cannot carry.
    @Test func theRawRateIsMeasuredEvenWhenItsTasksStartAfterTheDeadline() async throws {
        #expect(try await RawP256Check.ratePerSecondOnAllCores(seconds: 0) > 0)
    }

    @Test func optionsOutOfRangeAreRefusedBeforeAnythingIsMeasured() async throws {
        await #expect(throws: BenchFailure.self) { try await BenchVerify.parse(["--seconds", "0"]).measure() }
        #expect(throws: BenchFailure.self) { try BenchStore.parse(["--subscribers", "0"]).measure() }
        await #expect(throws: BenchFailure.self) { try await BenchDevice.parse(["--runs", "0"]).measure() }
        for options in [["--clients", "0"], ["--info-clients", "513"], ["--wrk-seconds", "0"]] {
            do {
                _ = try await BenchServer.parse(options).measure()
                Issue.record("accepted \(options)")
            } catch let failure as BenchFailure {
                #expect(failure.kind == .invalidOptions, "\(options)")
            }
        }
    }
}
#endif
