#if Server
import Foundation
import StoreHelper
import StoreHelperCheck
import StoreHelperFixtures
import StoreKitConfiguration
import Testing

extension OneStoreKit {
    /// `storehelper check --storekit`: random customer lifecycles with StoreHelper buying through `StoreKitStore` on
    /// StoreKit on Linux, the store's entitlements and StoreHelper's compared after every step (in this suite: the
    /// check makes its store the process's StoreKit store, as every suite here does, one at a time).
    @MainActor
    @Suite(.timeLimit(.minutes(5)))
    struct StoreKitDifferentialCheckTests {
        /// Runs `seeds` seeds of `steps` steps on a catalog: the first disagreement, or nil; and the monthly-plan
        /// purchases made.
        static func run(
            catalog: URL,
            products: URL,
            seeds: ClosedRange<UInt64>,
            steps: Int
        ) async throws -> (DifferentialCheck.Disagreement?, Int) {
            var check = try DifferentialCheck(
                catalog: ConfigurationFile.load(Data(contentsOf: catalog)),
                catalogPath: catalog.path,
                products: ProductConfiguration(contentsOf: products),
                start: Date(timeIntervalSince1970: 1_767_225_600)
            )
            check.storeKit = true
            for seed in seeds {
                if let found = try await check.replay(check.steps(seed: seed, count: steps)) { return (found, check.monthlyPlanPurchases.value) }
            }
            return (nil, check.monthlyPlanPurchases.value)
        }

        /// The florist's catalog: purchases of every type, renewals, billing retry with and without grace, refunds,
        /// auto-renew off and on, Ask to Buy approved and declined, family sharing.
        @Test func storeKitStoreAgreesWithTheStoreThroughRandomLifecycles() async throws {
            let (found, _) = try await Self.run(catalog: Florist.storekitURL, products: Florist.productsPlistURL, seeds: 1...30, steps: 50)
            #expect(found == nil, "\(found.map { "step \($0.step + 1): \($0.detail); \($0.commands)" } ?? "")")
        }

        /// The Garden Club's catalog: monthly plans with a 12-month commitment bought through StoreKit's
        /// `billingPlanType` option, their renewals, changes and ends.
        @Test func monthlyPlansThroughStoreKitStoreAgreeWithTheStore() async throws {
            let annual = Fixtures.repositoryRoot.appendingPathComponent("Examples/Florist/Annual.plist")
            let (found, monthly) = try await Self.run(catalog: Florist.annualStorekitURL, products: annual, seeds: 1...10, steps: 100)
            #expect(found == nil, "\(found.map { "step \($0.step + 1): \($0.detail); \($0.commands)" } ?? "")")
            #expect(monthly > 10, "monthly plans were bought through StoreKitStore")
        }
    }
}
#endif
