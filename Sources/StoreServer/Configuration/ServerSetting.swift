#if Server
/// One setting of ``ServerConfiguration``, declared once: its value (nil when not set) and, in the declaration, what
/// it means, its default and its limits. The property's name is the key in the configuration file; the environment
/// variable (`STOREHELPER_SERVER_CATCH_UP_MINUTES`) and the option of `storehelper server` (`--catch-up-minutes`) are
/// derived from it, and the declared limits are checked before the server starts.
@propertyWrapper
public struct ServerSetting<Value: Codable & Hashable & Sendable>: Hashable, Sendable {
    /// The value set in the file, the environment or an option; nil when none set it.
    public var wrappedValue: Value?
    /// What the declaration says; nil in a setting decoded from a file (``ServerConfiguration/declared`` keeps it).
    let definition: SettingDefinition?
    /// The value used when none is set.
    let defaultValue: Value?

    /// The setting itself, as `$catchUpMinutes`: its declaration is read from ``ServerConfiguration/declared``.
    public var projectedValue: Self { self }

    init(value: Value?, definition: SettingDefinition?, default defaultValue: Value? = nil) {
        wrappedValue = value
        self.definition = definition
        self.defaultValue = defaultValue
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension ServerSetting where Value == String {
    /// A text setting; `choices`, when given, are the only values taken.
    public init(wrappedValue: Value? = nil, _ help: String, default defaultValue: String? = nil, choices: [String]? = nil) {
        self.init(
            value: wrappedValue,
            definition: SettingDefinition(help: help, form: .text(.string), defaultText: defaultValue, choices: choices),
            default: defaultValue
        )
    }
}

extension ServerSetting where Value == Int {
    /// A whole-number setting taken only inside `range`.
    public init(wrappedValue: Value? = nil, _ help: String, default defaultValue: Int? = nil, range: ClosedRange<Int>? = nil) {
        self.init(
            value: wrappedValue,
            definition: SettingDefinition(help: help, form: .text(.integer), defaultText: defaultValue.map { "\($0)" }, range: range),
            default: defaultValue
        )
    }
}

extension ServerSetting where Value == Int64 {
    /// A 64-bit whole-number setting (an Apple ID).
    public init(wrappedValue: Value? = nil, _ help: String) {
        self.init(value: wrappedValue, definition: SettingDefinition(help: help, form: .text(.integer)))
    }
}

extension ServerSetting where Value == Bool {
    /// A yes-or-no setting; as an option, `--name` alone says yes.
    public init(wrappedValue: Value? = nil, _ help: String, default defaultValue: Bool) {
        self.init(
            value: wrappedValue,
            definition: SettingDefinition(help: help, form: .text(.boolean), defaultText: "\(defaultValue)"),
            default: defaultValue
        )
    }
}

extension ServerSetting where Value == [String] {
    /// A list: comma-separated in the environment, the option `--<option> VALUE` repeated on the command line.
    public init(wrappedValue: Value? = nil, _ help: String, option: String, default defaultValue: [String]? = nil) {
        self.init(
            value: wrappedValue,
            definition: SettingDefinition(
                help: help,
                form: .list(option: option),
                defaultText: defaultValue.map { $0.joined(separator: ",") }
            ),
            default: defaultValue
        )
    }
}

extension ServerSetting where Value == ServerConfiguration.APIKey {
    /// A key whose fields are also read from `STOREHELPER_SERVER_<prefix>_<FIELD>` (`…_ISSUER_ID`, `…_KEY_ID`, …).
    public init(wrappedValue: Value? = nil, _ help: String, environmentPrefix prefix: String) {
        self.init(value: wrappedValue, definition: SettingDefinition(help: help, form: .fields(prefix: prefix)))
    }
}

extension ServerSetting {
    /// A setting only the configuration file can hold (its value is structured).
    public init(wrappedValue: Value? = nil, fileOnly help: String) {
        self.init(value: wrappedValue, definition: SettingDefinition(help: help, form: .fileOnly))
    }
}

/// A setting decoded from a file holds its value; an absent key or `null` is not set.
extension ServerSetting: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(value: container.decodeNil() ? nil : try container.decode(Value.self), definition: nil)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// A setting whose key is absent is not set (rather than a missing key).
    public func decode<Value>(_ type: ServerSetting<Value>.Type, forKey key: Key) throws -> ServerSetting<Value> {
        ServerSetting(value: try decodeIfPresent(Value.self, forKey: key), definition: nil)
    }
}

extension KeyedEncodingContainer {
    /// A setting not set is left out of what is written.
    public mutating func encode<Value>(_ value: ServerSetting<Value>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

/// What a setting's declaration says, whatever its type.
struct SettingDefinition: Sendable {
    /// How a value is written outside the file.
    enum Form: Sendable {
        /// One value: an environment variable's text, or an option's.
        case text(TextKind)
        /// A list: comma-separated in the environment, a repeated option (named `option`) on the command line.
        case list(option: String)
        /// A structure whose fields each have an environment variable `<prefix>_<FIELD>`, and no option.
        case fields(prefix: String)
        /// Only in the configuration file.
        case fileOnly
    }

    /// What a single text value stands for.
    enum TextKind: Sendable {
        case string, integer, boolean
    }

    var help: String
    var form: Form
    /// The default, as it would be written; nil when there is none (or it depends on other settings).
    var defaultText: String? = nil
    var range: ClosedRange<Int>? = nil
    var choices: [String]? = nil
}

/// The one conformance `Mirror` finds every setting by.
protocol AnyServerSetting {
    var definition: SettingDefinition? { get }
    /// The value, untyped, when set.
    var anyValue: (any Sendable)? { get }
}

extension ServerSetting: AnyServerSetting {
    var anyValue: (any Sendable)? { wrappedValue }
}
#endif
