#if Server
public import Foundation
import NIOConcurrencyHelpers

/// ``CursorStore`` in memory: for services' tests that need no database.
public final class MemoryCursorStore: CursorStore {
    private let values = NIOLockedValueBox<[String: String]>([:])

    public init() {}

    public func cursor(_ name: String) async throws(StorageError) -> String? { values.withLockedValue { $0[name] } }

    public func setCursor(_ name: String, to value: String, now: Date) async throws(StorageError) {
        values.withLockedValue { $0[name] = value }
    }
}
#endif
