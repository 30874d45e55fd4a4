public import AppStoreModels
public import Foundation
import StoreKitInterface

/// The app's product ids: a `Products.plist` (or the same as JSON) with a `Products` array of ids
/// (order kept) and, optionally, `Subscriptions`: groups whose product order gives the service
/// level (first is highest).
public struct ProductConfiguration: Hashable, Sendable {
    public var productIds: [String]
    public var subscriptionGroups: [Group]
    /// How long each non-renewing subscription lasts (optional `Durations`: product id → ISO 8601
    /// period such as `P3M`). The App Store does not know; without one a non-renewing purchase never ends.
    public var nonRenewingDurations: [String: CalendarDuration]

    /// A subscription group of the app's configuration.
    public struct Group: Hashable, Sendable {
        public var name: String
        /// Highest service level first.
        public var productIds: [String]

        public init(name: String, productIds: [String]) {
            self.name = name
            self.productIds = productIds
        }
    }

    public init(productIds: [String], subscriptionGroups: [Group] = [], nonRenewingDurations: [String: CalendarDuration] = [:]) {
        self.productIds = productIds
        self.subscriptionGroups = subscriptionGroups
        self.nonRenewingDurations = nonRenewingDurations
    }

    /// Reads a property list (XML or binary) or JSON document.
    public init(data: Data) throws(StoreHelperError) {
        let root: Any
        do {
            if let first = data.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }), first == UInt8(ascii: "{") {
                root = try JSONSerialization.jsonObject(with: data)
            } else {
                root = try PropertyListSerialization.propertyList(from: data, format: nil)
            }
        } catch {
            throw StoreHelperError.configuration("not a property list or JSON document: \(error.localizedDescription)")
        }
        guard let dictionary = root as? [String: Any] else { throw StoreHelperError.configuration("the top level must be a dictionary") }
        guard let ids = dictionary["Products"] as? [String], !ids.isEmpty else {
            throw StoreHelperError.configuration("'Products' must be a non-empty array of product ids")
        }
        guard Set(ids).count == ids.count else { throw StoreHelperError.configuration("'Products' lists an id twice") }
        var groups: [Group] = []
        for (index, entry) in ((dictionary["Subscriptions"] as? [Any]) ?? []).enumerated() {
            guard let group = entry as? [String: Any], let name = group["Group"] as? String, let members = group["Products"] as? [String] else {
                throw StoreHelperError.configuration("Subscriptions[\(index)] needs 'Group' (a name) and 'Products' (ids)")
            }
            if let stray = members.first(where: { !ids.contains($0) }) {
                throw StoreHelperError.configuration("Subscriptions[\(index)] lists \(stray), which is not in 'Products'")
            }
            groups.append(Group(name: name, productIds: members))
        }
        var durations: [String: CalendarDuration] = [:]
        for (id, value) in (dictionary["Durations"] as? [String: Any]) ?? [:] {
            guard let text = value as? String, let period = CalendarDuration(iso8601: text), !period.isEmpty else {
                throw StoreHelperError.configuration("Durations.\(id) must be an ISO 8601 period like P3M")
            }
            durations[id] = period
        }
        self.init(productIds: ids, subscriptionGroups: groups, nonRenewingDurations: durations)
    }

    /// Reads a file (see ``init(data:)``).
    public init(contentsOf url: URL) throws(StoreHelperError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw StoreHelperError.configuration("cannot read \(url.path)") }
        try self.init(data: data)
    }
}
