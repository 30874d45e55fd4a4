public import Foundation

/// The stable, machine-readable name of a failure (`invalid-signature`, `unknown-product`, …),
/// typed by the error it belongs to. Every error of the package carries one as `kind`; its values are
/// static members of a constrained extension, so an error type can gain kinds without breaking a
/// client's code, and kinds of different errors never compare equal by accident.
public struct ErrorKind<Owner>: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}

/// An error that carries an ``ErrorKind`` and a sentence saying what was wrong: every error type of the package
/// with a `kind` conforms, and describes itself as `kind: message` unless it says otherwise.
public protocol KindedError: Error, CustomStringConvertible, LocalizedError {
    /// What went wrong, as a stable machine-readable value.
    var kind: ErrorKind<Self> { get }
    /// What was wrong, in a sentence.
    var message: String { get }
}

extension KindedError {
    /// The kinds of this error.
    public typealias Kind = ErrorKind<Self>

    public var description: String { "\(kind): \(message)" }
    public var errorDescription: String? { description }
}
