import Foundation
import LocalAppStore

/// The App Store Server API's records in the store's state: the keys it accepts, renewal-date extensions and the
/// consumption information it was sent. Saved with the core's state, in the same command.
package struct ServerAPIRecords: StoreStateRecords {
    package static let stateKey = "appStoreServerAPI"
    package var apiKeys: [APIKey] = []
    package var massExtensions: [String: MassExtension] = [:]
    package var renewalExtensions: [String: RenewalExtensionRecord] = [:]
    package var consumptionReports: [String: ConsumptionReport] = [:]

    package init() {}

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        apiKeys = try container.decodeIfPresent([APIKey].self, forKey: .apiKeys) ?? []
        massExtensions = try container.decodeIfPresent([String: MassExtension].self, forKey: .massExtensions) ?? [:]
        renewalExtensions = try container.decodeIfPresent([String: RenewalExtensionRecord].self, forKey: .renewalExtensions) ?? [:]
        consumptionReports = try container.decodeIfPresent([String: ConsumptionReport].self, forKey: .consumptionReports) ?? [:]
    }

    /// The records as a state saved before this module kept its own held them (each part that cannot be read: none).
    init(savedBefore state: StoreState) {
        apiKeys = state.savedBefore(\.apiKeys, as: [APIKey].self) ?? []
        massExtensions = state.savedBefore(\.massExtensions, as: [String: MassExtension].self) ?? [:]
        renewalExtensions = state.savedBefore(\.renewalExtensions, as: [String: RenewalExtensionRecord].self) ?? [:]
        consumptionReports = state.savedBefore(\.consumptionReports, as: [String: ConsumptionReport].self) ?? [:]
    }
}

extension LocalAppStore {
    /// The App Store Server API's records: this module's own, or, in a state saved before it kept them, where the core
    /// did.
    var serverAPIRecords: ServerAPIRecords {
        get { state.records?[ServerAPIRecords.stateKey] == nil ? ServerAPIRecords(savedBefore: state) : records(ServerAPIRecords.self) }
        set {
            setRecords(newValue)
            (state.apiKeys, state.massExtensions, state.renewalExtensions, state.consumptionReports) = (nil, nil, nil, nil)
        }
    }
}
