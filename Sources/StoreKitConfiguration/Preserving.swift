/// The keys a ``Preserving`` value's typed fields own.
public protocol KnownKeys {
    static var knownKeys: Set<String> { get }
}

/// A JSON object decoded into typed `Fields`, keeping what the types do not hold: keys this version
/// does not know, and known keys that were explicitly `null`. It re-encodes to the JSON it came from.
/// Fields are reachable directly (`product.productID`) through dynamic member lookup.
@dynamicMemberLookup
public struct Preserving<Fields: Codable & Hashable & Sendable & KnownKeys>: Codable, Hashable, Sendable {
    /// The typed fields.
    public var fields: Fields
    /// Keys the typed fields do not know, with their values.
    public var unknownKeys: [String: JSONValue]
    /// Known keys that were `null` in the source (written back as `null` while their field is `nil`).
    public var explicitNulls: Set<String>

    public init(_ fields: Fields) {
        self.fields = fields
        unknownKeys = [:]
        explicitNulls = []
    }

    public subscript<Value>(dynamicMember path: WritableKeyPath<Fields, Value>) -> Value {
        get { fields[keyPath: path] }
        set { fields[keyPath: path] = newValue }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        fields = try Fields(from: decoder)
        // Only the keys the typed fields do not know are decoded a second time, as raw JSON.
        let container = try decoder.container(keyedBy: AnyKey.self)
        var unknown: [String: JSONValue] = [:]
        var nulls: Set<String> = []
        for key in container.allKeys {
            if Fields.knownKeys.contains(key.stringValue) {
                if try container.decodeNil(forKey: key) { nulls.insert(key.stringValue) }
            } else {
                unknown[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
        }
        unknownKeys = unknown
        explicitNulls = nulls
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for key in explicitNulls { try container.encodeNil(forKey: AnyKey(key)) }
        try fields.encode(to: encoder)
        for (key, value) in unknownKeys { try container.encode(value, forKey: AnyKey(key)) }
    }
}
