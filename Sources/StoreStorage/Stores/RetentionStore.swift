#if Server
import Foundation

/// The server's answers to real-time retention requests.
public protocol RetentionStore: Sendable {
    /// Records `decision`; `false`, changing nothing, when its request identifier was recorded before.
    func recordRetentionDecision(_ decision: RetentionDecision) async throws(StorageError) -> Bool

    /// The decisions about any of `originalTransactionIds`, oldest first.
    func retentionDecisions(about originalTransactionIds: [String]) async throws(StorageError) -> [RetentionDecision]
}
#endif
