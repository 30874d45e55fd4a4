public import AppStoreModels
public import Foundation

/// Why a `.storekit` file was refused, with the JSON path of the offending value (`$.products[2].displayPrice`).
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// Where in the file, as a JSON path.
    public var path: String
    /// What is wrong there.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public typealias Kind = ErrorKind<ConfigurationError>

    /// The stable machine-readable name of this failure: every refusal of a `.storekit` file is `configuration`.
    public var kind: Kind { .configuration }

    public var description: String { "\(path): \(reason)" }
    public var errorDescription: String? { "\(kind.rawValue): \(description)" }
}

extension ErrorKind<ConfigurationError> {
    /// The file is not a configuration this reader takes (the path and reason say where and why).
    public static let configuration = Self(rawValue: "configuration")
}
