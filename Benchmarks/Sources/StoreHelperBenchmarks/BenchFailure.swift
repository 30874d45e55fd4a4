#if Server
import AppStoreModels

/// Why a benchmark did not measure: `storehelper-bench` prints it and exits with status 1.
struct BenchFailure: Error, CustomStringConvertible {
    /// A stable, machine-readable name of what went wrong.
    typealias Kind = ErrorKind<BenchFailure>

    let kind: Kind
    let message: String

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    var description: String { "\(kind.rawValue): \(message)" }
}

extension ErrorKind where Owner == BenchFailure {
    /// An option is out of its range (the message names the ranges).
    static var invalidOptions: Self { Self(rawValue: "invalid-options") }
    /// The server under test could not be configured.
    static var invalidConfiguration: Self { Self(rawValue: "invalid-configuration") }
    /// A token the benchmarks ship with is missing from the build.
    static var missingResource: Self { Self(rawValue: "missing-resource") }
    /// A benchmark could not run, or what it measured was not what it expected.
    static var bench: Self { Self(rawValue: "bench") }
}
#endif
