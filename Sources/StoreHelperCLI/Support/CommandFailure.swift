#if Server
import AppStoreModels

/// A failure the tool reports as one line on standard error, `error: <kind>: <message>`, with exit
/// status 1.
struct CommandFailure: Error, CustomStringConvertible {
    /// A stable, machine-readable name of what went wrong.
    typealias Kind = ErrorKind<CommandFailure>

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

extension ErrorKind where Owner == CommandFailure {
    /// An option or argument is not valid (its message names it).
    static var invalidOptions: Self { Self(rawValue: "invalid-options") }
    /// An input could not be read: missing, a directory, a device, or no data.
    static var unreadableInput: Self { Self(rawValue: "unreadable-input") }
    /// An input is larger than the tool reads.
    static var inputTooLarge: Self { Self(rawValue: "input-too-large") }
    /// An input was read but is not what the command takes.
    static var malformedInput: Self { Self(rawValue: "malformed-input") }
    /// An output file could not be written.
    static var unwritableOutput: Self { Self(rawValue: "unwritable-output") }
    /// A setting of the server's configuration is missing or wrong (the message names it).
    static var invalidConfiguration: Self { Self(rawValue: "invalid-configuration") }
    /// A resource the tool ships with is missing.
    static var missingResource: Self { Self(rawValue: "missing-resource") }
    /// A command of the interactive demo did not work.
    static var demo: Self { Self(rawValue: "demo") }
    /// The differential check found views that disagree.
    static var disagreement: Self { Self(rawValue: "disagreement") }
    /// The tool itself failed; please report it.
    static var internalError: Self { Self(rawValue: "internal") }
}
#endif
