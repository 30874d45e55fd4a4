import AppStoreModels
public import Foundation
public import StoreKitConfiguration
import SwiftASN1
public import X509

/// Files the tests read: the repository's own examples, real `.storekit` files copied from public
/// projects, and real and test-vector signed App Store data (`Resources/storekit/SOURCES.md` and
/// `Resources/signed/SOURCES.md` name each one's origin).
public enum Fixtures {
    /// Why a fixture could not be found.
    public struct Missing: Error, CustomStringConvertible {
        public let name: String
        public var description: String { "no fixture named \(name)" }
    }

    /// The built `storehelper` (or another of the package's executables) next to the test bundle; tests that
    /// need the tool as a process of its own run it from here.
    public static func builtExecutable(_ name: String = "storehelper") throws -> URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw Missing(name: "\(name) next to \(Bundle.main.bundleURL.path) (run swift build first)")
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

    /// The folder of a state directory saved in the JSON format of the builds before the database
    /// (`Resources/legacy-state/SOURCES.md`).
    public static var legacyStateURL: URL {
        Bundle.module.url(forResource: "legacy-state", withExtension: nil, subdirectory: "Resources")
            ?? Bundle.module.bundleURL.appendingPathComponent("Resources/legacy-state")
    }

    /// The folder of the signed App Store data, certificates and keys.
    public static var signedDirectory: URL {
        Bundle.module.url(forResource: "signed", withExtension: nil, subdirectory: "Resources")
            ?? Bundle.module.bundleURL.appendingPathComponent("Resources/signed")
    }

    /// The bytes of a signed-data fixture (a JWS, a JSON model, a certificate, a key).
    public static func data(_ name: String) throws -> Data {
        let url = signedDirectory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw Missing(name: name) }
        return try Data(contentsOf: url)
    }

    /// A compact JWS from a `.txt` holding it, or from a `{"signedPayload": …}` JSON file.
    public static func jws(_ name: String) throws -> String {
        let data = try data(name)
        if name.hasSuffix(".json") {
            return try JSONDecoder().decode(ResponseBodyV2.self, from: data).signedPayload
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A certificate fixture, PEM or DER.
    public static func certificate(_ name: String) throws -> Certificate {
        let data = try data(name)
        if name.hasSuffix(".pem") {
            return try Certificate(pemEncoded: String(decoding: data, as: UTF8.self))
        }
        return try Certificate(derEncoded: Array(data))
    }

    /// JSON with keys sorted and numbers and literals normalized, so two documents compare equal
    /// exactly when they hold the same JSON values.
    public static func canonicalJSON(_ data: Data) throws -> Data {
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    }
}
