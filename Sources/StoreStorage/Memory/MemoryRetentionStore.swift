#if Server
import Foundation
import NIOConcurrencyHelpers

/// ``RetentionStore`` in memory: for services' tests that need no database.
public final class MemoryRetentionStore: RetentionStore {
    private let decisions = NIOLockedValueBox<[RetentionDecision]>([])

    public init() {}

    public func recordRetentionDecision(_ decision: RetentionDecision) async throws(StorageError) -> Bool {
        decisions.withLockedValue { decisions in
            guard !decisions.contains(where: { $0.requestIdentifier == decision.requestIdentifier }) else { return false }
            decisions.append(decision)
            return true
        }
    }

    public func retentionDecisions(about originalTransactionIds: [String]) async throws(StorageError) -> [RetentionDecision] {
        let wanted = Set(originalTransactionIds)
        return decisions.withLockedValue { $0.filter { wanted.contains($0.originalTransactionId) } }
            .sorted { ($0.decidedDate, $0.requestIdentifier) < ($1.decidedDate, $1.requestIdentifier) }
    }
}
#endif
