#if Server
import AppStoreModels
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreServerAPI
import StoreHelperFixtures
import Testing

/// Retention Messaging's members of the store itself, deprecated since it has a type of its own
/// (`store.retentionMessaging`), still compile as they did, answer what `retentionMessaging` answers, and change the
/// same store. (A deprecated test: calling what is deprecated from there warns nobody.)
@Suite struct DeprecatedRetentionMessagingTests {
    typealias F = Florist
    typealias R = LocalAppStore.RetentionMessaging

    @available(*, deprecated, message: "calls the deprecated members on purpose")
    @Test func theStoresOwnMembersAnswerAndChangeWhatRetentionMessagingDoes() throws {
        var store = try ConnectRetentionTests().subscribedStore()
        #expect(store.retentionContent == store.retentionMessaging.retentionContent && store.retentionContent.messages.count == 2)
        #expect(store.retentionOffers == store.retentionMessaging.retentionOffers && store.retentionOffers.count == 1)
        #expect(store.connectRetentionMessages == store.retentionMessaging.connectRetentionMessages)
        #expect(store.messageList() == store.retentionMessaging.messageList() && store.imageList() == store.retentionMessaging.imageList())
        #expect(
            LocalAppStore.realtimeResponseTimeLimit == R.realtimeResponseTimeLimit
                && LocalAppStore.maximumRealtimeAnswerBytes == R.maximumRealtimeAnswerBytes
                && LocalAppStore.maximumRetentionNameLength == R.maximumRetentionNameLength
                && LocalAppStore.maximumRetentionOffersPerProduct == R.maximumRetentionOffersPerProduct
                && LocalAppStore.maximumRetentionLocalizations == R.maximumRetentionLocalizations
        )
        #expect(LocalAppStore.performanceTestConfig(duration: .seconds(3)) == R.performanceTestConfig(duration: .seconds(3)))

        // A flow opened and decided in the old spelling is the new spelling's, and the other way round.
        let old = try store.recordCancelFlow(try store.prepareCancelFlow(product: F.bronze, locale: "en-US"), attempt: nil)
        #expect(store.retentionMessaging.cancelFlows.map(\.id) == [old.id])
        let kept = try store.retentionMessaging.choose(.keep, inCancelFlow: old.id)
        #expect(store.cancelFlows == store.retentionMessaging.cancelFlows && store.cancelFlows.first?.choice == kept.choice)

        try store.removeConnectRetentionMessage(ConnectRetentionTests.stay.referenceName)
        #expect(store.retentionMessaging.connectRetentionMessages.isEmpty)
        try store.removeRetentionOffer(ConnectRetentionTests.freeMonth.id)
        #expect(store.retentionMessaging.retentionOffers.isEmpty)
        #expect(store.performanceTests == store.retentionMessaging.performanceTests)
        #expect(store.realtimeURLLeniency == store.retentionMessaging.realtimeURLLeniency)
    }
}
#endif
