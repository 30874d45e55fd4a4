import AppStoreModels
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreKit
import StoreKitTest
import Testing

@testable import StoreHelperStoreKit

extension OneStoreKit {
    /// A monthly plan with a 12-month commitment read from StoreKit's `pricingTerms` (OS 26.4), as an app over
    /// `StoreKitStore` meets it: the same terms as over the local store, and bought monthly
    /// (https://developer.apple.com/documentation/storekit/supporting-monthly-subscriptions-with-a-12-month-commitment).
    @MainActor
    @Suite(.timeLimit(.minutes(1)))
    struct StoreKitPricingTermsTests {
        static let group = "Garden Club"

        static func helper(over store: any Store, verifier: SignedDataVerifier) async throws -> StoreHelper {
            let configuration = ProductConfiguration(
                productIds: [Florist.gardenPlus, Florist.gardenBasic],
                subscriptionGroups: [.init(name: group, productIds: [Florist.gardenPlus, Florist.gardenBasic])]
            )
            let helper = StoreHelper(
                configuration: configuration,
                store: store,
                verifier: verifier,
                ledger: try ConsumableLedger(store: InMemoryLedgerStore())
            )
            await helper.start()
            return helper
        }

        @Test func aMonthlyPlanReadFromStoreKitIsShownAndBoughtAsOverTheLocalStore() async throws {
            let session = try SKTestSession(contentsOf: Florist.annualStorekitURL)
            let storeKit = try await Self.helper(over: StoreKitStore(), verifier: session.device.verifier)
            let file = try ConfigurationFile.load(Data(contentsOf: Florist.annualStorekitURL))
            let device = try LocalStore(store: try LocalAppStore(configuration: file, bundleId: Florist.bundleId, now: Date()))
            let local = try await Self.helper(over: device, verifier: device.verifier)

            let plus = try #require(storeKit.product(Florist.gardenPlus))
            let terms = try #require(plus.subscription?.pricingTerms)
            #expect(terms.map(\.billingPlanType) == [.billedUpfront, .monthly], "up front first, then the monthly plan")
            #expect(terms == local.product(Florist.gardenPlus)?.subscription?.pricingTerms, "StoreKit's terms read as the local store gives them")
            let monthly = try #require(terms.last)
            #expect(monthly.billingPeriod == CalendarDuration(months: 1) && monthly.commitment?.billingPeriods == 12)
            #expect(monthly.commitment?.period == CalendarDuration(years: 1) && monthly.commitment?.price == monthly.billingPrice * 12)
            #expect(terms.first?.commitment == nil, "billed up front: no commitment")

            let outcome = try await storeKit.purchase(plus, options: PurchaseOptions(billingPlanType: monthly.billingPlanType))
            guard case .purchased(let transaction) = outcome else { throw StoreFailure(.invalidRequest, "not purchased: \(outcome)") }
            #expect(transaction.payload.billingPlanType == .monthly && transaction.payload.commitmentInfo?.billingPeriodNumber == 1)
            let info = try #require(try await storeKit.subscriptionInfo(for: Self.group))
            #expect(info.commitment?.billingPeriodNumber == 1 && info.commitment?.totalBillingPeriods == 12)
        }
    }
}
