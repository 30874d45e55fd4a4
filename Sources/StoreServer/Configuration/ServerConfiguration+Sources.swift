#if Server
import Foundation

/// The environment, the command line and the merging of sources, each derived from the settings' declarations.
extension ServerConfiguration {
    /// A configuration with nothing set, whose settings keep their declarations (help, default, limits).
    public static let declared = ServerConfiguration()

    /// Every setting, in the order declared: its key in the file, and what its declaration says.
    package static let settings: [Setting] = Mirror(reflecting: declared).children.compactMap { child in
        guard let label = child.label, let definition = (child.value as? any AnyServerSetting)?.definition else { return nil }
        return Setting(key: String(label.dropFirst()), definition: definition)
    }

    private static let settingsByKey = Dictionary(uniqueKeysWithValues: settings.map { ($0.key, $0) })
    private static let settingsByOption = Dictionary(uniqueKeysWithValues: settings.compactMap { setting in setting.option.map { ($0, setting) } })

    /// One declared setting, as the file, the environment and the command line name it.
    package struct Setting: Sendable {
        /// The key in the configuration file: the property's name.
        package let key: String
        let definition: SettingDefinition

        /// The environment variable (for a key: the prefix of its fields' variables); nil for a file-only setting.
        package var environmentName: String? {
            switch definition.form {
            case .text, .list: "STOREHELPER_SERVER_" + Self.words(key, separator: "_").uppercased()
            case .fields(let prefix): "STOREHELPER_SERVER_" + prefix
            case .fileOnly: nil
            }
        }

        /// The option of `storehelper server`, without its dashes; nil for a setting the command line does not take.
        package var option: String? {
            switch definition.form {
            case .text: Self.words(key, separator: "-").lowercased()
            case .list(let option): option
            case .fields, .fileOnly: nil
            }
        }

        /// `catchUpMinutes` as `catch_Up_Minutes`, `sandboxBaseURL` as `sandbox_Base_URL`.
        static func words(_ name: String, separator: Character) -> String {
            var result = ""
            var previous: Character?
            for character in name {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append(separator) }
                result.append(character)
                previous = character
            }
            return result
        }

        /// The JSON value `text` stands for, for a text or list setting.
        func json(_ text: String, named name: String) throws(ServerConfigurationError) -> Any {
            guard case .text(let kind) = definition.form else { return text }
            switch kind {
            case .string: return text
            case .integer:
                guard let number = Int64(text) else { throw ServerConfigurationError(setting: name, "not a number: \(text)") }
                return NSNumber(value: number)
            case .boolean:
                guard let flag = Bool(text) else { throw ServerConfigurationError(setting: name, "true or false, not \(text)") }
                return NSNumber(value: flag)
            }
        }

        /// What the environment sets for this setting, as JSON; nil when nothing.
        func fromEnvironment(_ value: (String) -> String?) throws(ServerConfigurationError) -> Any? {
            guard let name = environmentName else { return nil }
            switch definition.form {
            case .text:
                return try value(name).map { text throws(ServerConfigurationError) in try json(text, named: name) }
            case .list:
                return value(name).map { $0.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces)) } }
            case .fields:
                var fields: [String: Any] = [:]
                for field in Mirror(reflecting: APIKey()).children.compactMap(\.label) {
                    fields[field] = value(name + "_" + Self.words(field, separator: "_").uppercased())
                }
                return fields.isEmpty ? nil : fields
            case .fileOnly:
                return nil
            }
        }
    }

    /// The value of `setting`, or its declared default when not set.
    public func resolved<Value>(_ setting: KeyPath<ServerConfiguration, ServerSetting<Value>>) -> Value? {
        self[keyPath: setting].wrappedValue ?? Self.declared[keyPath: setting].defaultValue
    }

    /// The settings the environment variables give: `STOREHELPER_SERVER_<NAME>` for each setting that is not
    /// file-only (`BUNDLE_ID`, `APP_APPLE_ID`, lists comma-separated as `APP_KEYS`, a key's fields as
    /// `API_PRIVATE_KEY`, …).
    public static func fromEnvironment(_ environment: [String: String]) throws(ServerConfigurationError) -> ServerConfiguration {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        var object: [String: Any] = [:]
        for setting in settings { object[setting.key] = try setting.fromEnvironment(value) }
        return try decoded(object, source: "environment")
    }

    /// The settings options give: `--<name> VALUE` or `--<name>=VALUE` for each setting the command line takes, a
    /// list's option repeated, a yes-or-no option alone for yes. Anything else is refused, naming it.
    public static func fromOptions(_ arguments: [String]) throws(ServerConfigurationError) -> ServerConfiguration {
        var object: [String: Any] = [:]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1)
            guard argument.hasPrefix("--"), let name = parts.first.map({ String($0.dropFirst(2)) }), let setting = settingsByOption[name] else {
                throw ServerConfigurationError(setting: argument, "not an option of storehelper server (--help lists them)")
            }
            let option = "--" + name
            var text = parts.count == 2 ? String(parts[1]) : nil
            if text == nil, case .text(.boolean) = setting.definition.form {
                text = remaining.first.flatMap { ["true", "false"].contains($0) ? remaining.popFirst() : nil } ?? "true"
            }
            if text == nil, let next = remaining.first, !next.hasPrefix("-") { text = remaining.popFirst() }
            guard let text else { throw ServerConfigurationError(setting: option, "needs a value") }
            if case .list = setting.definition.form {
                object[setting.key] = (object[setting.key] as? [String] ?? []) + [text]
            } else {
                object[setting.key] = try setting.json(text, named: option)
            }
        }
        return try decoded(object, source: "options")
    }

    /// Settings in `other` replace those here (options over the environment over the file); a key's fields are
    /// replaced one by one.
    public func overlaid(with other: ServerConfiguration) -> ServerConfiguration {
        guard var merged = try? Self.object(self), let overlay = try? Self.object(other) else { return other }
        for (key, value) in overlay {
            if case .fields = Self.settingsByKey[key]?.definition.form, let fields = merged[key] as? [String: Any],
                let given = value as? [String: Any]
            {
                merged[key] = fields.merging(given) { $1 }
            } else {
                merged[key] = value
            }
        }
        return (try? Self.decoded(merged, source: "settings")) ?? other
    }

    /// The settings as `storehelper server --help` lists them: each one's option (or file key), help, default and
    /// limits, and its environment variable.
    package static var settingsHelp: String {
        settings.map { setting in
            let definition = setting.definition
            var facts = [definition.defaultText.map { "Default \($0)." }, definition.range.map { "\($0.lowerBound) to \($0.upperBound)." }]
            facts.append(
                definition.choices.map { choices in
                    let either = Self.either(choices)
                    return either.prefix(1).uppercased() + either.dropFirst() + "."
                }
            )
            if case .list = definition.form { facts.append("Repeat for more.") }
            let name = setting.option.map { "--\($0)" } ?? "\(setting.key) (in the file only)"
            let place = setting.environmentName.map { name in
                if case .fields = definition.form { return "Environment: \(name)_ISSUER_ID, \(name)_KEY_ID, …" }
                return "Environment: \(name)."
            }
            return ([name + ": " + definition.help] + facts.compactMap { $0 } + [place].compactMap { $0 }).joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// Every set value within its declared range or choices; the error names the first that is not.
    func checkDeclaredLimits() throws(ServerConfigurationError) {
        for child in Mirror(reflecting: self).children {
            guard let label = child.label, let setting = Self.settingsByKey[String(label.dropFirst())],
                let value = (child.value as? any AnyServerSetting)?.anyValue
            else { continue }
            if let range = setting.definition.range, let number = value as? Int, !range.contains(number) {
                throw ServerConfigurationError(setting: setting.key, "\(range.lowerBound) to \(range.upperBound), not \(number)")
            }
            if let choices = setting.definition.choices, let text = value as? String, !choices.contains(text) {
                throw ServerConfigurationError(setting: setting.key, "\(Self.either(choices)), not \(text)")
            }
        }
    }

    /// `a, b or c`.
    private static func either(_ choices: [String]) -> String {
        choices.count < 2 ? choices.joined() : choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
    }

    /// `configuration` as a JSON object (settings not set left out).
    static func object(_ configuration: ServerConfiguration) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(configuration)) as? [String: Any] ?? [:]
    }

    /// The configuration `object` holds; an error names `source`.
    private static func decoded(_ object: [String: Any], source: String) throws(ServerConfigurationError) -> ServerConfiguration {
        let data: Data
        do { data = try JSONSerialization.data(withJSONObject: object) } catch {
            throw ServerConfigurationError(setting: source, "not JSON: \(error)")
        }
        return try decoded(data, source: source)
    }

    /// The configuration the JSON `data` holds; an error names the setting at fault, or `source`.
    static func decoded(_ data: Data, source: String) throws(ServerConfigurationError) -> ServerConfiguration {
        do { return try JSONDecoder().decode(ServerConfiguration.self, from: data) } catch let error as DecodingError {
            throw ServerConfigurationError(setting: error.codingPathText ?? source, "not valid: \(error.reason)")
        } catch {
            throw ServerConfigurationError(setting: source, "not JSON: \(error)")
        }
    }
}
#endif
