public import Foundation

/// Codes a `UUID?` as Apple's payloads carry it: a lowercase string on the wire, left out when nil.
/// A value that is not a UUID decodes as nil rather than rejecting the whole payload.
@propertyWrapper
public struct LowercasedUUID: Codable, Hashable, Sendable {
    public var wrappedValue: UUID?

    public init(wrappedValue: UUID?) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : UUID(uuidString: try container.decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue.uuidString.lowercased())
        } else {
            try container.encodeNil()
        }
    }
}

extension KeyedDecodingContainer {
    /// A missing key is a nil UUID (synthesized `Codable` calls this for ``LowercasedUUID`` fields).
    public func decode(_ type: LowercasedUUID.Type, forKey key: Key) throws -> LowercasedUUID {
        try decodeIfPresent(type, forKey: key) ?? LowercasedUUID(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// A nil UUID is left out (synthesized `Codable` calls this for ``LowercasedUUID`` fields).
    public mutating func encode(_ value: LowercasedUUID, forKey key: Key) throws {
        guard value.wrappedValue != nil else { return }
        try encodeIfPresent(value, forKey: key)
    }
}
