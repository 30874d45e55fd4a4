#if Server
public import Foundation
public import LocalAppStore
import LocalAppStoreRetention
public import LocalAppStoreSQLite

extension StateDirectory {
    /// A state directory under the system's temporary folder, with a fresh name; removed when the process
    /// exits, if the caller has not removed it before.
    public static func temporary() -> StateDirectory { StateDirectory(TemporaryFiles.url("storehelper")) }

    /// A state directory holding a copy of `legacy-state/state.json`: a store saved in the JSON format
    /// of the builds before the database (see its SOURCES.md), edited by `edit` first.
    public static func legacy(_ edit: (inout [String: Any]) -> Void = { _ in }) throws -> StateDirectory {
        let directory = temporary()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let source = Fixtures.legacyStateURL.appendingPathComponent("state.json")
        guard var json = try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        edit(&json)
        try JSONSerialization.data(withJSONObject: json).write(to: directory.url.appendingPathComponent("state.json"))
        return directory
    }

    /// Changes the saved store, as another `storehelper store` process would; `body`'s own error is
    /// what a failure throws.
    @discardableResult
    public func change<Result>(_ body: (inout LocalAppStore) throws -> Result) throws -> Result {
        var failure: (any Error)?
        let result = try withStore { (store: inout LocalAppStore) throws(StoreError) -> Result? in
            do { return try body(&store) } catch {
                failure = error
                throw StoreError.invalidRequest("test change failed")
            }
        }
        if let failure { throw failure }
        return result!
    }

    /// Everything the saved store holds, with its saved version: equal before and after a command
    /// means the command saved nothing.
    public func savedContent() throws -> SavedContent {
        let store = try load()
        let content = Content(
            now: store.now,
            settings: store.settings,
            accounts: store.accounts,
            transactions: store.transactions,
            pendingPurchases: store.pendingPurchases,
            subscriptions: store.subscriptions,
            outbox: store.outbox,
            retention: store.retentionMessaging.retentionContent,
            cancelFlows: store.retentionMessaging.cancelFlows,
            performanceTests: store.retentionMessaging.performanceTests
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return SavedContent(version: version(), json: try encoder.encode(content))
    }

    private struct Content: Encodable {
        let now: Date
        let settings: SessionSettings
        let accounts: [Account]
        let transactions: [TransactionRecord]
        let pendingPurchases: [PendingPurchase]
        let subscriptions: [SubscriptionRecord]
        let outbox: [OutboxEntry]
        let retention: RetentionContent
        let cancelFlows: [CancelFlow]
        let performanceTests: [PerformanceTestRun]
    }
}

/// What ``StateDirectory/savedContent()`` returns.
public struct SavedContent: Equatable {
    public let version: StateDirectory.Version?
    public let json: Data
}
#endif
