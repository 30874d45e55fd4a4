#if Server
import AppStoreModels
public import Foundation

/// Values the server keeps between runs (the catch-up's position, the renewal extensions Apple granted).
public protocol CursorStore: Sendable {
    /// A value the server keeps between runs, or `nil`.
    func cursor(_ name: String) async throws(StorageError) -> String?

    /// Sets a cursor.
    func setCursor(_ name: String, to value: String, now: Date) async throws(StorageError)
}
#endif
