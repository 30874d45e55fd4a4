import Foundation
import StoreKitConfiguration

/// Files the tests read: the repository's own examples and the real `.storekit` files copied from
/// public projects (`Resources/storekit/SOURCES.md` names each one's origin).
public enum Fixtures {
    /// Why a fixture could not be found.
    public struct Missing: Error, CustomStringConvertible {
        public let name: String
        public var description: String { "no fixture named \(name)" }
    }

    /// The repository's root folder (where `Package.swift` and `Examples/` are).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the real `.storekit` files.
    public static var storekitDirectory: URL {
        Bundle.module.url(forResource: "storekit", withExtension: nil, subdirectory: "Resources")
            ?? Bundle.module.bundleURL.appendingPathComponent("Resources/storekit")
    }

    /// The names of the real `.storekit` files, sorted.
    public static var storekitNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: storekitDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".storekit") }.sorted()
    }

    /// The bytes of a real `.storekit` file.
    public static func storekitData(_ name: String) throws -> Data {
        let url = storekitDirectory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(name: name) }
        return try Data(contentsOf: url)
    }

    /// A real `.storekit` file, loaded and validated.
    public static func storekit(_ name: String) throws -> ConfigurationFile {
        try ConfigurationFile.load(storekitData(name))
    }
}
