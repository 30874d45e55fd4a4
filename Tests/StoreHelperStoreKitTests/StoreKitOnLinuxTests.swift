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
    /// StoreKit on Linux: Apple's API over a local App Store that `SKTestSession` makes the process's store, each
    /// behaviour as Apple's page describes it (the page beside each test).
    @MainActor
    @Suite(.timeLimit(.minutes(1)))
    struct StoreKitOnLinuxTests {
        /// The florist's catalog as the process's store.
        static func session() throws -> SKTestSession { try SKTestSession(contentsOf: Florist.storekitURL) }

        /// https://developer.apple.com/documentation/storekit/product/products(for:): identifiers the App Store does
        /// not know are left out, not an error.
        @Test func productsForUnknownIdentifiersAreLeftOut() async throws {
            _ = try Self.session()
            let products = try await Product.products(for: [Florist.large, "com.example.unknown", Florist.silver])
            #expect(Set(products.map(\.id)) == [Florist.large, Florist.silver])
            let silver = try #require(products.first { $0.id == Florist.silver })
            #expect(silver.type == .autoRenewable)
            #expect(silver.subscription?.subscriptionGroupID == Florist.vip)
            #expect(silver.subscription?.subscriptionPeriod.unit == .month || silver.subscription?.subscriptionPeriod.unit == .year)
            let large = try #require(products.first { $0.id == Florist.large })
            #expect(large.type == .nonConsumable && large.subscription == nil && !large.displayPrice.isEmpty)
        }

        /// https://developer.apple.com/documentation/storekit/product/purchase(options:) and
        /// https://developer.apple.com/documentation/storekit/transaction/finish(): a purchase returns the verified
        /// transaction with the app account token and quantity asked for; it stays unfinished until finished, and
        /// is among the current entitlements.
        @Test func aPurchaseIsVerifiedUnfinishedUntilFinishedAndEntitled() async throws {
            _ = try Self.session()
            let token = UUID()
            let product = try #require(try await Product.products(for: [Florist.plant]).first)
            let result = try await product.purchase(options: [.appAccountToken(token), .quantity(3)])
            guard case .success(.verified(let transaction)) = result else {
                Issue.record("not a verified purchase: \(result)")
                return
            }
            #expect(transaction.productID == Florist.plant && transaction.productType == .consumable)
            #expect(transaction.appAccountToken == token && transaction.purchasedQuantity == 3)
            #expect(transaction.ownershipType == .purchased && transaction.revocationDate == nil && transaction.originalID == transaction.id)
            #expect(await Self.ids(Transaction.unfinished) == [transaction.id])
            await transaction.finish()
            #expect(await Self.ids(Transaction.unfinished).isEmpty)

            let owned = try await Self.buy(Florist.large)
            #expect(await Self.ids(Transaction.currentEntitlements) == [owned.id], "a consumable is never an entitlement")
            #expect(await Transaction.latest(for: Florist.large).map(Self.id) == owned.id)
        }

        /// https://developer.apple.com/documentation/storekittest/sktestsession/asktobuyenabled and
        /// https://developer.apple.com/documentation/storekit/transaction/updates: with Ask to Buy on, a purchase is
        /// pending; once approved, the transaction reaches the app through the updates.
        @Test func askToBuyIsPendingThenTheApprovalArrivesAsAnUpdate() async throws {
            let session = try Self.session()
            session.askToBuyEnabled = true
            #expect(session.askToBuyEnabled)
            var updates = Transaction.updates.makeAsyncIterator()
            let product = try #require(try await Product.products(for: [Florist.large]).first)
            let result = try await product.purchase()
            guard case .pending = result else {
                Issue.record("not pending: \(result)")
                return
            }
            let waiting = try #require(session.allTransactions().first { $0.pendingAskToBuyConfirmation })
            #expect(waiting.productIdentifier == Florist.large)
            try session.approveAskToBuyTransaction(identifier: waiting.identifier)
            guard case .verified(let approved) = await updates.next() else { throw StoreKitError.unknown }
            #expect(approved.productID == Florist.large)
            #expect(!session.allTransactions().contains { $0.pendingAskToBuyConfirmation })
        }

        /// https://developer.apple.com/documentation/storekit/transaction/updates: unfinished transactions reach the
        /// first listener once at launch; a later listener gets only what happens after it started.
        @Test func unfinishedTransactionsReachOnlyTheFirstListener() async throws {
            let session = try Self.session()
            let bought = try await session.buyProduct(identifier: Florist.large)  // outside the app, before it listened
            var first = Transaction.updates.makeAsyncIterator()
            #expect(await first.next().map(Self.id) == bought.id)
            var second = Transaction.updates.makeAsyncIterator()
            let later = try await session.buyProduct(identifier: Florist.roses)
            #expect(await second.next().map(Self.id) == later.id, "not the one from before it listened")
            #expect(await first.next().map(Self.id) == later.id)
        }

        /// https://developer.apple.com/documentation/storekit/transaction/revocationdate and
        /// https://developer.apple.com/documentation/storekit/transaction/currententitlements: a refund arrives as an
        /// update with its revocation date and reason, and the product leaves the current entitlements.
        @Test func aRefundArrivesRevokedAndEndsTheEntitlement() async throws {
            let session = try Self.session()
            var updates = Transaction.updates.makeAsyncIterator()
            let bought = try await Self.buy(Florist.large)
            try session.refundTransaction(identifier: Int(bought.id))
            guard case .verified(let refunded) = await updates.next() else { throw StoreKitError.unknown }
            #expect(refunded.id == bought.id && refunded.revocationDate != nil && refunded.revocationReason != nil)
            #expect(await Self.ids(Transaction.currentEntitlements).isEmpty)
        }

        /// https://developer.apple.com/documentation/storekit/verificationresult: a token whose signature does not
        /// hold is handed over as unverified, with StoreKit's reason.
        @Test func aBrokenSignatureIsUnverified() async throws {
            let session = try Self.session()
            try await session.device.session { try $0.set("error.verification", to: "invalidSignature") }
            let product = try #require(try await Product.products(for: [Florist.large]).first)
            let result = try await product.purchase()
            guard case .success(.unverified(let transaction, let error)) = result else {
                Issue.record("not unverified: \(result)")
                return
            }
            #expect(transaction.productID == Florist.large && error == .invalidSignature)
        }

        /// The StoreKit errors a configuration file (or `storehelper store set error.<api>=…`) simulates reach the app as
        /// StoreKit throws them: https://developer.apple.com/documentation/storekit/product/products(for:) throws
        /// `StoreKitError`, https://developer.apple.com/documentation/storekit/product/purchase(options:) throws
        /// `Product.PurchaseError`, and https://developer.apple.com/documentation/storekit/appstore/sync() throws too;
        /// clearing the error lets the call through.
        @Test func simulatedStoreKitErrorsAreThrownAsStoreKitThrowsThem() async throws {
            let session = try Self.session()
            try await session.device.session { try $0.set("error.loadProducts", to: "networkError") }
            do {
                _ = try await Product.products(for: [Florist.large])
                Issue.record("products loaded despite the simulated error")
            } catch StoreKitError.networkError {}
            try await session.device.session { try $0.set("error.loadProducts", to: "none") }
            let product = try #require(try await Product.products(for: [Florist.large]).first)

            try await session.device.session { try $0.set("error.purchase", to: "purchaseNotAllowed") }
            await #expect(throws: Product.PurchaseError.purchaseNotAllowed) { _ = try await product.purchase() }
            #expect(await Self.ids(Transaction.all).isEmpty, "a failed purchase leaves no transaction")

            try await session.device.session { try $0.set("error.appStoreSync", to: "userCancelled") }
            do {
                try await AppStore.sync()
                Issue.record("synced despite the simulated error")
            } catch StoreKitError.userCancelled {}
        }

        /// https://developer.apple.com/documentation/storekittest/sktestsession/expiresubscription(productidentifier:):
        /// an expired subscription leaves the entitlements; its status says so.
        @Test func anExpiredSubscriptionIsNoLongerAnEntitlement() async throws {
            let session = try Self.session()
            let bought = try await Self.buy(Florist.silver)
            #expect(bought.subscriptionGroupID == Florist.vip && bought.expirationDate != nil)
            let statuses = try await Product.SubscriptionInfo.status(for: Florist.vip)
            #expect(statuses.count == 1)
            try session.expireSubscription(productIdentifier: Florist.silver)
            #expect(await Self.ids(Transaction.currentEntitlements).isEmpty)
        }

        /// https://developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalstate and
        /// https://developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalinfo: a subscription's
        /// state and renewal info follow the store: subscribed and renewing, then not renewing once the customer turns
        /// auto-renew off, then in billing retry once a renewal comes due with billing retry on (the store's clock moved
        /// past it), then expired.
        @Test func aSubscriptionsStateAndRenewalInfoFollowTheStore() async throws {
            let session = try Self.session()
            let bought = try await Self.buy(Florist.silver)
            var status = try #require(try await Product.SubscriptionInfo.status(for: Florist.vip).first)
            guard case .verified(var info) = status.renewalInfo else { throw StoreKitError.unknown }
            #expect(status.state == .subscribed)
            #expect(info.willAutoRenew && info.autoRenewPreference == Florist.silver && info.currentProductID == Florist.silver)
            #expect(info.originalTransactionID == bought.originalID && !info.isInBillingRetry)

            try session.disableAutoRenewForTransaction(identifier: Int(bought.id))
            status = try #require(try await Product.SubscriptionInfo.status(for: Florist.vip).first)
            guard case .verified(let off) = status.renewalInfo else { throw StoreKitError.unknown }
            #expect(!off.willAutoRenew && off.autoRenewPreference == nil, "nil when it will not renew, as the page says")
            try session.enableAutoRenewForTransaction(identifier: Int(bought.id))
            status = try #require(try await Product.SubscriptionInfo.status(for: Florist.vip).first)
            guard case .verified(let on) = status.renewalInfo else { throw StoreKitError.unknown }
            #expect(on.willAutoRenew)

            session.shouldEnterBillingRetryOnRenewal = true
            #expect(session.shouldEnterBillingRetryOnRenewal)
            try await session.device.session { try $0.advance(by: 32 * 86_400) }  // past the monthly renewal
            status = try #require(try await Product.SubscriptionInfo.status(for: Florist.vip).first)
            guard case .verified(let retrying) = status.renewalInfo else { throw StoreKitError.unknown }
            info = retrying
            #expect(status.state == .inBillingRetryPeriod && info.isInBillingRetry)
            #expect(await Self.ids(Transaction.currentEntitlements).isEmpty, "not entitled in billing retry without a grace period")

            try session.expireSubscription(productIdentifier: Florist.silver)
            status = try #require(try await Product.SubscriptionInfo.status(for: Florist.vip).first)
            #expect(status.state == .expired)
        }

        /// https://developer.apple.com/documentation/storekittest/sktestsession/interruptedpurchasesenabled and
        /// https://developer.apple.com/documentation/storekittest/sktestsession/resolveissuefortransaction(identifier:):
        /// an interrupted purchase answers `.pending` and waits with a purchase issue; resolved, it completes and its
        /// transaction arrives as an update. A renewal in billing retry has the issue too; resolved, it renews.
        @Test func anInterruptedPurchaseAndABillingIssueAreResolved() async throws {
            let session = try Self.session()
            session.interruptedPurchasesEnabled = true
            #expect(session.interruptedPurchasesEnabled)
            let large = try #require(try await Product.products(for: [Florist.large]).first)
            var updates = Transaction.updates.makeAsyncIterator()
            guard case .pending = try await large.purchase() else { throw StoreKitError.unknown }
            let waiting = try #require(session.allTransactions().first { $0.productIdentifier == Florist.large })
            #expect(waiting.hasPurchaseIssue && !waiting.pendingAskToBuyConfirmation)
            #expect(await Self.ids(Transaction.currentEntitlements).isEmpty)

            try session.resolveIssueForTransaction(identifier: waiting.identifier)
            guard case .verified(let completed) = await updates.next() else { throw StoreKitError.unknown }
            #expect(completed.productID == Florist.large)
            #expect(session.allTransactions().allSatisfy { !$0.hasPurchaseIssue })
            #expect(throws: StoreError.self) { try session.resolveIssueForTransaction(identifier: Int(completed.id)) }

            session.interruptedPurchasesEnabled = false
            _ = try await Self.buy(Florist.silver)
            session.shouldEnterBillingRetryOnRenewal = true
            try await session.device.session { try $0.advance(by: 32 * 86_400) }  // past the monthly renewal
            let retrying = try #require(session.allTransactions().first { $0.hasPurchaseIssue })
            #expect(retrying.productIdentifier == Florist.silver)
            try session.resolveIssueForTransaction(identifier: retrying.identifier)
            let status = try #require(try await Product.SubscriptionInfo.status(for: Florist.vip).first)
            #expect(status.state == .subscribed)
        }

        /// https://developer.apple.com/documentation/storekittest/sktestsession/requestpriceincreaseconsentfortransaction(identifier:),
        /// consentToPriceIncreaseForTransaction(identifier:) and declinePriceIncreaseForTransaction(identifier:): a
        /// price increase waits for consent; consent keeps the subscription renewing, a refusal turns auto-renew off;
        /// a second request while one waits, and a transaction the store never issued, throw.
        @Test func aPriceIncreaseWaitsForConsentThenIsAcceptedOrDeclined() async throws {
            let session = try Self.session()
            let bought = try await Self.buy(Florist.silver)
            let id = Int(bought.id)
            func increase() async throws -> PriceIncreaseStatus? {
                try await session.device.snapshot().subscriptions.first { $0.productId == Florist.silver }?.priceIncreaseStatus
            }

            try session.requestPriceIncreaseConsentForTransaction(identifier: id)
            #expect(try await increase() == .customerHasNotResponded)
            #expect(try await Self.renewalInfo().priceIncreaseStatus == .pending, "RenewalInfo says so too")
            #expect(throws: StoreError.self) { try session.requestPriceIncreaseConsentForTransaction(identifier: id) }
            try session.consentToPriceIncreaseForTransaction(identifier: id)
            #expect(try await increase() == .customerConsentedOrWasNotifiedWithoutNeedingConsent)
            #expect(try await Self.renewalInfo().priceIncreaseStatus == .agreed)

            let again = try Self.session()  // a fresh store: the customer who refuses
            let other = try await Self.buy(Florist.silver)
            try again.requestPriceIncreaseConsentForTransaction(identifier: Int(other.id))
            try again.declinePriceIncreaseForTransaction(identifier: Int(other.id))
            let declined = try #require(try await Product.SubscriptionInfo.status(for: Florist.vip).first)
            guard case .verified(let info) = declined.renewalInfo else { throw StoreKitError.unknown }
            #expect(!info.willAutoRenew, "a refused price increase turns auto-renew off")
            #expect(throws: StoreError.self) { try again.consentToPriceIncreaseForTransaction(identifier: 999_999_999) }
        }

        /// https://developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalinfo: the renewal date
        /// (the latest purchase's expiration), the recent start, no price increase and no expiration reason while
        /// active; once the customer turned auto-renew off and the period ran out, the reason is theirs.
        @Test func renewalInfoSaysWhenItRenewsAndWhyItExpired() async throws {
            let session = try Self.session()
            let bought = try await Self.buy(Florist.silver)
            var info = try await Self.renewalInfo()
            #expect(info.renewalDate == bought.expirationDate && info.renewalDate != nil)
            #expect(info.recentSubscriptionStartDate == bought.purchaseDate)
            #expect(info.priceIncreaseStatus == .noIncreasePending && info.expirationReason == nil)

            try session.disableAutoRenewForTransaction(identifier: Int(bought.id))
            try await session.device.session { try $0.advance(by: 32 * 86_400) }  // past the end of the period
            info = try await Self.renewalInfo()
            #expect(info.expirationReason == .autoRenewDisabled && info.expirationReason != .billingError)
        }

        /// The florist's VIP subscription's verified renewal info.
        static func renewalInfo() async throws -> Product.SubscriptionInfo.RenewalInfo {
            let status = try #require(try await Product.SubscriptionInfo.status(for: Florist.vip).first)
            guard case .verified(let info) = status.renewalInfo else { throw StoreKitError.unknown }
            return info
        }

        /// https://developer.apple.com/documentation/storekit/apptransaction/shared and
        /// https://developer.apple.com/documentation/storekit/apptransaction/refresh(): the app transaction is verified
        /// against the store's root and carries the app's bundle id, its versions (no `appVersionID` outside production,
        /// as the page says) and the original purchase date; a simulated App Transaction error is thrown.
        @Test func theAppTransactionIsVerifiedAndCarriesTheAppsPurchase() async throws {
            let session = try Self.session()
            let store = try await session.device.snapshot()
            guard case .verified(let app) = try await AppTransaction.shared else { throw StoreKitError.unknown }
            #expect(app.bundleID == store.bundleId && !app.bundleID.isEmpty)
            #expect(app.appVersion == app.originalAppVersion && !app.appVersion.isEmpty && app.appVersionID == nil)
            #expect(abs(app.originalPurchaseDate.timeIntervalSince(store.now)) < 1, "no purchase yet: the app transaction's own date")

            try await session.device.session { try $0.set("error.appTransaction", to: "networkError") }
            do {
                _ = try await AppTransaction.refresh()
                Issue.record("refreshed despite the simulated error")
            } catch StoreKitError.networkError {}
        }

        /// https://developer.apple.com/documentation/storekit/transaction/currententitlements(for:) and
        /// https://developer.apple.com/documentation/storekit/storefront/countrycode: one product's entitlement; the
        /// session's storefront.
        @Test func oneProductsEntitlementAndTheStorefront() async throws {
            let session = try Self.session()
            let bought = try await Self.buy(Florist.large)
            _ = try await session.buyProduct(identifier: Florist.roses)
            #expect(await Self.ids(Transaction.currentEntitlements(for: Florist.large)) == [bought.id])
            #expect(await Self.ids(Transaction.currentEntitlements(for: Florist.small)).isEmpty)
            #expect(await Storefront.current?.countryCode == "USA")
            session.storefront = "FRA"
            #expect(session.storefront == "FRA")
            #expect(await Storefront.current?.countryCode == "FRA")
        }

        /// With no session the process has no store: StoreKit answers as on a device that cannot reach the App Store.
        @Test func withoutAStoreLoadingProductsFailsAsOffline() async throws {
            StoreKitBackends.install(nil)
            await #expect(throws: StoreKitError.self) { try await Product.products(for: [Florist.large]) }
            #expect(await Self.ids(Transaction.all).isEmpty)
            #expect(await Storefront.current == nil)
        }

        // MARK: - Helpers

        static func id(_ result: VerificationResult<Transaction>) -> UInt64 {
            switch result {
            case .verified(let transaction), .unverified(let transaction, _): transaction.id
            }
        }

        /// Buys `productID` as an app does: the verified transaction, finished.
        static func buy(_ productID: String) async throws -> Transaction {
            let product = try #require(try await Product.products(for: [productID]).first)
            guard case .success(.verified(let transaction)) = try await product.purchase() else { throw StoreKitError.unknown }
            await transaction.finish()
            return transaction
        }

        static func ids(_ sequence: Transaction.Transactions) async -> [UInt64] {
            var ids: [UInt64] = []
            for await result in sequence { ids.append(id(result)) }
            return ids
        }
    }
}
