#if Server
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreServerAPI
import StoreHelperFixtures
import StoreKitConfiguration
import Testing

/// Retention Messaging and the App Store Server API keep their records in their own places in the store's state (the
/// core's extension point), read them from where states saved before kept them, and never lose records a build cannot
/// read.
@Suite struct SiblingRecordsTests {
    static func json(_ value: some Encodable) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    /// A store with uploaded content, an App Store Connect message and offer, and a cancellation flow.
    static func storeWithRecords() throws -> LocalAppStore {
        var store = try ConnectRetentionTests().subscribedStore()
        _ = try ConnectRetentionTests().openFlow(&store)
        return store
    }

    @Test func theRecordsLiveUnderTheModulesKeyAndSurviveSavingAndLoading() throws {
        let store = try Self.storeWithRecords()
        #expect(store.state.records?.keys.sorted() == ["retentionMessaging"])
        #expect(store.state.retention == nil && store.state.cancelFlows == nil && store.state.performanceTests == nil)
        let saved = try JSONEncoder().encode(store.state)
        let loaded = try LocalAppStore(state: try JSONDecoder().decode(StoreState.self, from: saved))
        #expect(
            loaded.retentionMessaging.retentionContent == store.retentionMessaging.retentionContent
                && loaded.retentionMessaging.cancelFlows == store.retentionMessaging.cancelFlows
        )
        #expect(loaded.retentionMessaging.connectRetentionMessages.count == 1 && loaded.retentionMessaging.retentionOffers.count == 1)
    }

    @Test func aStateSavedBeforeTheRecordsMovedIsReadAndMovedByTheFirstChange() throws {
        let current = try Self.storeWithRecords()
        var legacy = current.state
        legacy.records = nil
        legacy.retention = try Self.json(current.retentionMessaging.retentionContent)
        legacy.cancelFlows = try Self.json(current.retentionMessaging.cancelFlows)
        legacy.performanceTests = try Self.json([PerformanceTestRun]())
        var store = try LocalAppStore(state: legacy)
        #expect(
            store.retentionMessaging.retentionContent == current.retentionMessaging.retentionContent
                && store.retentionMessaging.cancelFlows == current.retentionMessaging.cancelFlows
        )
        try store.retentionMessaging.removeConnectRetentionMessage(ConnectRetentionTests.stay.referenceName)
        #expect(store.state.retention == nil && store.state.cancelFlows == nil && store.state.records?["retentionMessaging"] != nil)
        #expect(
            store.retentionMessaging.cancelFlows == current.retentionMessaging.cancelFlows
                && store.retentionMessaging.connectRetentionMessages.isEmpty
        )
        #expect(store.retentionMessaging.retentionContent.messages == current.retentionMessaging.retentionContent.messages)
    }

    @Test func recordsThisBuildCannotReadAreKeptAsideNotLost() throws {
        var state = try Self.storeWithRecords().state
        let unreadable = JSONValue.object(["content": .integer(5)])
        state.records = try JSONDecoder().decode([String: SavedRecords].self, from: JSONEncoder().encode(["retentionMessaging": unreadable]))
        var store = try LocalAppStore(state: state)
        #expect(store.retentionMessaging.retentionContent == RetentionContent() && store.retentionMessaging.cancelFlows.isEmpty)
        try store.retentionMessaging.setRetentionOffer(ConnectRetentionTests.freeMonth)
        #expect(store.retentionMessaging.retentionOffers == [ConnectRetentionTests.freeMonth])
        let kept = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(store.state.records?["retentionMessaging.unreadable"]))
        #expect(kept == unreadable)
    }
    @Test func theServerAPIsKeysAndReportsMoveOutOfAStateSavedBeforeToo() throws {
        var current = try Florist.store()
        let (key, _) = current.serverAPI.createAPIKey()
        var legacy = current.state
        legacy.records = nil
        legacy.apiKeys = try Self.json([key])
        var store = try LocalAppStore(state: legacy)
        #expect(store.serverAPI.apiKeys == [key] && store.serverAPI.apiIssuerId == key.issuerId)
        try store.serverAPI.revokeAPIKey(key.keyId)
        #expect(store.state.apiKeys == nil && store.state.records?["appStoreServerAPI"] != nil)
        #expect(store.serverAPI.apiKeys.count == 1 && store.serverAPI.apiKeys[0].revokedDate != nil && store.serverAPI.apiKeys[0].keyId == key.keyId)
        _ = current.serverAPI.createAPIKey()
        #expect(current.state.records?.keys.sorted() == ["appStoreServerAPI"] && current.serverAPI.apiKeys.count == 2)
    }
}
#endif
