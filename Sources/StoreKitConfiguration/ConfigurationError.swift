import Foundation

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

    /// The stable machine-readable name of this failure.
    public static let kind = "configuration"

    public var description: String { "\(path): \(reason)" }
    public var errorDescription: String? { "\(Self.kind): \(description)" }
}
