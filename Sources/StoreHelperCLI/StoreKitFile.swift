import Foundation
import LocalAppStore
import StoreKitConfiguration

/// Reads a `.storekit` file for a command, failing with one line that names the file.
enum StoreKitFile {
    /// - Parameters:
    ///   - kind: the failure kind reported for a file that does not load (`configuration`, `malformed-catalog`).
    ///   - hint: added to the message when the file cannot be read.
    static func read(_ path: String, kind: String = "configuration", hint: String = "") throws -> ConfigurationFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("unreadable-input: cannot read the catalog \(path)\(hint)")
        }
        do {
            return try ConfigurationFile.load(data)
        } catch {
            throw CommandFailure("\(kind): \(path): \(error)")
        }
    }
}
