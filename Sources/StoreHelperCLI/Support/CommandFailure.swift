/// A failure the tool reports as one line on standard error, `error: <kind>: <message>`, with exit
/// status 1.
struct CommandFailure: Error, CustomStringConvertible {
    /// A stable, machine-readable name of what went wrong.
    struct Kind: RawRepresentable, Hashable, Sendable {
        var rawValue: String

        /// An option or argument is not valid (its message names it).
        static let invalidOptions = Kind(rawValue: "invalid-options")
        /// An input could not be read: missing, a directory, a device, or no data.
        static let unreadableInput = Kind(rawValue: "unreadable-input")
        /// An input is larger than the tool reads.
        static let inputTooLarge = Kind(rawValue: "input-too-large")
        /// An input was read but is not what the command takes.
        static let malformedInput = Kind(rawValue: "malformed-input")
        /// An output file could not be written.
        static let unwritableOutput = Kind(rawValue: "unwritable-output")
        /// A resource the tool ships with is missing.
        static let missingResource = Kind(rawValue: "missing-resource")
        /// A benchmark could not run.
        static let bench = Kind(rawValue: "bench")
        /// A command of the interactive demo did not work.
        static let demo = Kind(rawValue: "demo")
        /// The tool itself failed; please report it.
        static let internalError = Kind(rawValue: "internal")
    }

    let kind: Kind
    let message: String

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// A failure whose kind is another error's own stable kind.
    init(kind: String, _ message: String) {
        self.init(Kind(rawValue: kind), message)
    }

    var description: String { "\(kind.rawValue): \(message)" }
}
