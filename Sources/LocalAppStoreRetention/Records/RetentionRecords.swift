import Foundation
import LocalAppStore

/// Retention Messaging's records in the store's state: what the app uploaded and set up, every cancellation flow and
/// every performance test. Saved with the core's state, in the same command.
package struct RetentionRecords: StoreStateRecords {
    package static let stateKey = "retentionMessaging"
    package var content = RetentionContent()
    package var cancelFlows: [CancelFlow] = []
    package var performanceTests: [PerformanceTestRun] = []

    package init() {}

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        content = try container.decodeIfPresent(RetentionContent.self, forKey: .content) ?? RetentionContent()
        cancelFlows = try container.decodeIfPresent([CancelFlow].self, forKey: .cancelFlows) ?? []
        performanceTests = try container.decodeIfPresent([PerformanceTestRun].self, forKey: .performanceTests) ?? []
    }

    /// The records as a state saved before this module kept its own held them (each part that cannot be read: none).
    init(savedBefore state: StoreState) {
        content = state.savedBefore(\.retention, as: RetentionContent.self) ?? RetentionContent()
        cancelFlows = state.savedBefore(\.cancelFlows, as: [CancelFlow].self) ?? []
        performanceTests = state.savedBefore(\.performanceTests, as: [PerformanceTestRun].self) ?? []
    }
}

extension LocalAppStore {
    /// Retention Messaging's records: this module's own, or, in a state saved before it kept them, where the core did.
    var retentionRecords: RetentionRecords {
        get { state.records?[RetentionRecords.stateKey] == nil ? RetentionRecords(savedBefore: state) : records(RetentionRecords.self) }
        set {
            setRecords(newValue)
            (state.retention, state.cancelFlows, state.performanceTests) = (nil, nil, nil)
        }
    }
}
