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
    /// The App Store's messages through StoreKit (`Message.messages`, https://developer.apple.com/documentation/storekit/message):
    /// held back for an app that shows them itself, raised by the local App Store behind StoreKit on Linux.
    @MainActor
    @Suite(.timeLimit(.minutes(1)))
    struct StoreKitMessagesTests {
        static func helper(_ store: StoreKitStore, _ session: SKTestSession) async throws -> StoreHelper {
            let helper = StoreHelper(
                configuration: try ProductConfiguration(contentsOf: Florist.productsPlistURL),
                store: store,
                verifier: session.device.verifier,
                ledger: try ConsumableLedger(store: InMemoryLedgerStore())
            )
            await helper.start()
            return helper
        }

        @Test func aMessageStoreKitHoldsBackReachesTheAppWithItsReason() async throws {
            let session = try SKTestSession(contentsOf: Florist.storekitURL)
            let store = StoreKitStore(messages: .byTheApp)
            let helper = try await Self.helper(store, session)
            #expect(store.messagePresentation == .byTheApp)
            _ = try await helper.purchase(try #require(helper.product(Florist.gold)))
            #expect(helper.pendingMessages.isEmpty)
            try await session.device.session { try $0.priceIncrease(.request, product: Florist.gold) }

            let arrived = await helper.wait(until: { helper.pendingMessages.map(\.reason) == [.priceIncreaseConsent] })
            #expect(arrived, "StoreKit's message reached the app: \(helper.pendingMessages)")
            let message = try #require(helper.pendingMessages.first)
            #expect(message.productId == nil, "StoreKit's Message names no product")
            #expect(try await store.pendingMessages() == [message])
            // Showing needs a window scene, which only iOS has: on Linux the message stays where it is.
            await #expect(throws: StoreHelperError.self) { try await helper.display(message) }
            #expect(helper.pendingMessages == [message])
        }

        @Test func storeKitShowsItsMessagesItselfByDefault() async throws {
            let session = try SKTestSession(contentsOf: Florist.storekitURL)
            let store = StoreKitStore()
            let helper = try await Self.helper(store, session)
            #expect(store.messagePresentation == .byStoreKit)
            _ = try await helper.purchase(try #require(helper.product(Florist.gold)))
            try await session.device.session { try $0.priceIncrease(.request, product: Florist.gold) }
            #expect(try await session.device.pendingMessages().map(\.reason) == [.priceIncreaseConsent], "the store raised it")
            #expect(await helper.wait(until: { (try? await helper.subscriptionInfo(for: "VIP")) != nil }))
            #expect(try await store.pendingMessages().isEmpty, "nothing is held back: StoreKit shows it")
            #expect(helper.pendingMessages.isEmpty)
        }
    }
}
