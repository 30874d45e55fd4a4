public import AppStoreModels
public import LocalAppStore

/// Why the store's App Store Server API refused a request: Apple's error code (which carries the HTTP
/// status) and a sentence. Nothing changed when one is thrown.
public struct ServerAPIError: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: APIErrorCode
    public var message: String

    public init(_ code: APIErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    public typealias Kind = ErrorKind<ServerAPIError>

    /// Apple's error code as a kind (`4040010`): the stable machine name of this failure.
    public var kind: Kind { Kind(rawValue: String(code.rawValue)) }

    /// The body Apple answers with.
    public var payload: ErrorPayload { ErrorPayload(errorCode: code.rawValue, errorMessage: message) }
    public var description: String { "\(code.rawValue): \(message)" }

    /// A failure of the store itself while answering (its state or its signing).
    public init(_ error: StoreError) {
        self.init(.generalInternal, "\(error.kind): \(error.message)")
    }
}
