import Foundation
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperStoreKit
import StoreKit
import StoreKitTest
import Testing

extension OneStoreKit {
    /// What StoreKit's own views buy, taken in by the helper (`storeKitViewPurchases(for:through:)` hands StoreKit's
    /// options and completions to ``StoreKitViewPurchases``), over StoreKit on Linux: each view purchase is made as the
    /// view makes it, with `Product.purchase(options:)` and the options the bridge gives.
    @MainActor
    @Suite(.timeLimit(.minutes(1)))
    struct StoreKitViewPurchasesTests {
        /// A florist app over StoreKit on Linux whose helper reports to a server (one that cannot be reached: the
        /// bridge only reads its customer's app account token).
        @MainActor
        struct App {
            let session: SKTestSession
            let store: StoreKitStore
            let helper: StoreHelper
            let purchases: StoreKitViewPurchases
            let customer: UUID

            init() async throws {
                session = try SKTestSession(contentsOf: Florist.storekitURL)
                store = StoreKitStore()  // after the session: it listens to the session's StoreKit
                let server = try ServerConnection(
                    ServerConnection.Configuration(
                        baseURL: URL(string: "https://server.invalid")!,
                        appKey: "florist",
                        appUserId: "alice",
                        trustedEntitlements: .disabled,
                        stateDirectory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString),
                        transport: Offline()
                    )
                )
                customer = server.appAccountToken
                helper = StoreHelper(
                    configuration: try ProductConfiguration(contentsOf: Florist.productsPlistURL),
                    store: store,
                    verifier: session.device.verifier,
                    ledger: try ConsumableLedger(store: InMemoryLedgerStore()),
                    server: server
                )
                purchases = StoreKitViewPurchases(helper: helper, store: store)
                await helper.start()
            }

            /// StoreKit's product `id`, as a StoreKit view loads it.
            func product(_ id: String) async throws -> Product {
                try #require(try await Product.products(for: [id]).first)
            }

            /// What a StoreKit view's purchase of `product` hands to `onInAppPurchaseCompletion`.
            func buyInView(_ product: Product) async -> Result<Product.PurchaseResult, any Error> {
                do { return .success(try await product.purchase(options: purchases.options(for: product))) } catch { return .failure(error) }
            }
        }

        /// A server transport with no network: every request fails as offline.
        struct Offline: HTTPTransport {
            func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw URLError(.notConnectedToInternet) }
        }

        @Test func aViewsPurchaseIsGrantedOnceFinishedAndMadeForTheHelpersCustomer() async throws {
            let app = try await App()
            let plant = try await app.product(Florist.plant)
            #expect(app.purchases.options(for: plant) == [.appAccountToken(app.customer)], "the view buys with the customer's token")
            let result = await app.buyInView(plant)
            let outcome = await app.purchases.complete(plant, result)
            guard case .success(.purchased(let transaction)) = outcome else {
                Issue.record("not granted: \(outcome)")
                return
            }
            #expect(transaction.productId == Florist.plant && transaction.appAccountToken == app.customer)
            #expect(app.helper.purchaseState == .purchased)
            #expect(await app.helper.count(for: Florist.plant) == 1)
            await app.purchases.complete(plant, result)  // handed over twice: credited once
            #expect(await app.helper.count(for: Florist.plant) == 1)
            var unfinished = 0
            for await _ in Transaction.unfinished { unfinished += 1 }
            #expect(unfinished == 0, "the helper finished it")
        }

        @Test func askToBuyInAViewIsPendingThenGrantedWhenApproved() async throws {
            let app = try await App()
            app.session.askToBuyEnabled = true
            let large = try await app.product(Florist.large)
            let outcome = await app.purchases.complete(large, await app.buyInView(large))
            guard case .success(.pending) = outcome else {
                Issue.record("not pending: \(outcome)")
                return
            }
            #expect(app.helper.purchaseState == .pending && !app.helper.purchasedProducts.contains(Florist.large))
            let waiting = try #require(app.session.allTransactions().first { $0.pendingAskToBuyConfirmation })
            try app.session.approveAskToBuyTransaction(identifier: waiting.identifier)
            #expect(await app.helper.wait(until: { app.helper.purchasedProducts.contains(Florist.large) }), "the approval reached the helper")
        }

        @Test func aCancelledViewPurchaseGrantsNothing() async throws {
            let app = try await App()
            let large = try await app.product(Florist.large)
            let outcome = await app.purchases.complete(large, .success(.userCancelled))
            guard case .success(.userCancelled) = outcome else {
                Issue.record("not cancelled: \(outcome)")
                return
            }
            #expect(app.helper.purchaseState == .cancelled && app.helper.purchasedProducts.isEmpty)
        }

        /// StoreKit's error reaches the helper by its case name (Apple's default would show only an alert).
        @Test func aFailedViewPurchaseIsReportedByStoreKitsCaseAndGrantsNothing() async throws {
            let app = try await App()
            let large = try await app.product(Florist.large)
            let outcome = await app.purchases.complete(large, .failure(Product.PurchaseError.productUnavailable))
            guard case .failure(let error) = outcome else {
                Issue.record("not failed: \(outcome)")
                return
            }
            #expect((error.underlying as? StoreFailure)?.storeKitError?.name == "productUnavailable")
            #expect(app.helper.purchaseState == .failed && app.helper.lastError == error)
            #expect(app.helper.purchasedProducts.isEmpty)
        }

        /// A transaction StoreKit could not verify is never handed to the helper's verifier, let alone granted.
        @Test func anUnverifiedViewPurchaseGrantsNothing() async throws {
            let shop = try await StandInAppStore()
            let purchases = StoreKitViewPurchases(helper: shop.helper, store: shop.store)
            shop.nextPurchaseGives(try await shop.signedPurchase(Florist.large), verified: false)
            await shop.helper.start()
            let large = try #require(try await Product.products(for: [Florist.large]).first)
            let result: Result<Product.PurchaseResult, any Error>
            do { result = .success(try await large.purchase()) } catch { result = .failure(error) }
            let outcome = await purchases.complete(large, result)
            guard case .failure(let error) = outcome else {
                Issue.record("granted: \(outcome)")
                return
            }
            #expect((error.underlying as? StoreFailure)?.storeKitError?.name == "invalidSignature")
            #expect(shop.helper.purchaseState == .failed)
            #expect(!(try await shop.helper.isPurchased(productId: Florist.large)))
            #expect(StoreKitStandIn.finishedTransactionIDs.isEmpty)
        }
    }
}
