import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import StoreHelperFixtures
import StoreKitInterface
import Testing

/// What StoreKit hands the app about its history and its download, as Apple documents it.
@Suite struct DeviceHistoryTests {
    /// https://developer.apple.com/documentation/bundleresources/information-property-list/skincludeconsumableinapppurchasehistory:
    /// by default `Transaction.all` leaves out finished consumables unless refunded or revoked; with the key, it keeps them.
    @Test func finishedConsumablesLeaveTheDeviceHistoryUnlessTheAppIncludesThem() throws {
        for include in [false, true] {
            var store = try Florist.store(["includeConsumableHistory": include ? "on" : "off"])
            func buy(_ product: String) throws -> String {
                guard case .purchased(let signed) = try store.purchase(product) else { throw StoreError.invalidAction("not purchased") }
                return signed.payload.transactionId ?? ""
            }
            let ids = [try buy(Florist.plant), try buy(Florist.plant), try buy(Florist.plant), try buy(Florist.large)]
            for id in ids where id != ids[2] { try store.finish(id) }
            try store.refund(ids[1])
            let shown = store.deviceTransactions(for: LocalAppStore.defaultAccountId).map(\.id)
            #expect(shown == (include ? ids : Array(ids.dropFirst())), "include \(include)")
            #expect(store.transactions(for: LocalAppStore.defaultAccountId).count == 4, "the store itself keeps every transaction")
        }
    }

    /// https://developer.apple.com/documentation/appstoreserverapi/storetype: `CONSUMER`, the only value the API documents;
    /// `originalPlatform` as the store is set (iOS unless told otherwise).
    @Test func theAppTransactionSaysItsStoreTypeAndOriginalPlatform() throws {
        var store = try Florist.store()
        func payload() throws -> JWSAppTransactionDecodedPayload {
            try JSONDecoder().decode(JWSAppTransactionDecodedPayload.self, from: Data(try CompactJWS(try store.appTransaction()).payload))
        }
        #expect(try payload().storeType == .consumer && payload().originalPlatform == .iOS)
        try store.set("originalPlatform", to: "visionos")
        #expect(try payload().originalPlatform == .visionOS)
        #expect(throws: StoreError.self) { try store.set("originalPlatform", to: "Android") }
    }
}
