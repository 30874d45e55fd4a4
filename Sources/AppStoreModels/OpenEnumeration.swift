/// A value set that Apple documents but keeps extending.
///
/// Every App Store enum in this module is a struct wrapping its raw value rather than a Swift `enum`,
/// so that a value Apple adds next year decodes, compares and re-encodes unchanged instead of failing
/// the whole payload. Compare against the static members (`type == .consumable`) and use
/// ``isDocumented`` to tell the values this version knows from newer ones.
public protocol OpenEnumeration: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible
where RawValue: Codable & Hashable & Sendable & CustomStringConvertible {
    /// Wraps any raw value, documented or not.
    init(rawValue: RawValue)
    /// The values Apple documented when this version was written, in documentation order.
    static var documentedValues: [Self] { get }
}

extension OpenEnumeration {
    /// Whether Apple's documentation (as known to this version) lists this value.
    public var isDocumented: Bool { Self.documentedValues.contains(self) }

    public var description: String { rawValue.description }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
