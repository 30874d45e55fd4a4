import Foundation
package import StoreKitConfiguration

/// What a module built over the core keeps in the store's state (Retention Messaging's content and flows, the App
/// Store Server API's keys and reports): saved and restored with the core's state and changed in the same command,
/// so a command that throws leaves them as they were too. The core never reads them.
public protocol StoreStateRecords: Codable, Sendable {
    /// The key the records are saved under: one per module.
    static var stateKey: String { get }
    /// No records yet.
    init()
}

/// One module's records in the saved state: the JSON read from a saved state until the module sets them, then the
/// module's own value.
package struct SavedRecords: Codable, Sendable {
    private var saved: JSONValue
    private var value: (any StoreStateRecords)?
    /// `saved` once decoded, so that a command reads it once however often it asks (shared by the copies of one
    /// saved value, which never changes).
    private let decodedSaved = DecodedOnce()

    init(_ value: some StoreStateRecords) {
        saved = .null
        self.value = value
    }

    package init(from decoder: any Decoder) throws {
        saved = try JSONValue(from: decoder)
        value = nil
    }

    package func encode(to encoder: any Encoder) throws {
        if let value { try value.encode(to: encoder) } else { try saved.encode(to: encoder) }
    }

    /// The records as `Records`.
    func decoded<Records: StoreStateRecords>(_: Records.Type) throws -> Records {
        if let records = value as? Records { return records }
        return try decodedSaved.value { try JSONDecoder().decode(Records.self, from: JSONEncoder().encode(saved)) }
    }
}

/// A value decoded the first time it is asked for.
private final class DecodedOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var decoded: (any Sendable)?

    func value<Value: Sendable>(_ decode: () throws -> Value) throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value = decoded as? Value { return value }
        let value = try decode()
        decoded = value
        return value
    }
}

extension LocalAppStore {
    /// The records `Records`' module keeps in the state; none until it sets them (records a saved state holds that this
    /// build cannot read count as none, and are kept aside when replaced).
    public func records<Records: StoreStateRecords>(_: Records.Type = Records.self) -> Records {
        guard let saved = state.records?[Records.stateKey] else { return Records() }
        return (try? saved.decoded(Records.self)) ?? Records()
    }

    /// Replaces the records of `records`' module, in this command. Saved records this build cannot read are kept under
    /// `<key>.unreadable`, never lost.
    public mutating func setRecords<Records: StoreStateRecords>(_ records: Records) {
        var all = state.records ?? [:]
        if let saved = all[Records.stateKey], (try? saved.decoded(Records.self)) == nil { all["\(Records.stateKey).unreadable"] = saved }
        all[Records.stateKey] = SavedRecords(records)
        state.records = all
    }
}

extension StoreState {
    /// What `field` of a state saved before its module kept its own records holds, as `Value`; nil when it holds
    /// nothing or nothing this build can read.
    package func savedBefore<Value: Decodable>(_ field: KeyPath<StoreState, JSONValue?>, as _: Value.Type) -> Value? {
        guard let json = self[keyPath: field], let data = try? JSONEncoder().encode(json) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }
}
