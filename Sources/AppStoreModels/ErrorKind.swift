/// The stable, machine-readable name of a failure (`invalid-signature`, `unknown-product`, …),
/// typed by the error it belongs to. Every error of the package carries one as `kind`; its values are
/// static members of a constrained extension, so an error type can gain kinds without breaking a
/// client's code, and kinds of different errors never compare equal by accident.
public struct ErrorKind<Owner>: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}
