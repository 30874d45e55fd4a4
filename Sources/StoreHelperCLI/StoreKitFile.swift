#if Server
import Foundation
import LocalAppStore
import StoreKitConfiguration

/// Reads a `.storekit` file for a command, failing with one line that names the file.
enum StoreKitFile {
    /// `.storekit` files larger than this are refused (real ones are a few kilobytes).
    static let maximumSize = 8 << 20

    /// - Parameters:
    ///   - kind: the failure kind reported for a file that does not load (`configuration`, `malformed-catalog`).
    ///   - hint: added to the message when the file cannot be read.
    static func read(_ path: String, kind: String = "configuration", hint: String = "") throws -> ConfigurationFile {
        let data: Data
        do {
            data = try InputFile.read(path, limit: maximumSize, what: "catalog")
        } catch let failure as CommandFailure {
            throw CommandFailure(failure.kind, failure.message + hint)
        }
        do {
            return try ConfigurationFile.load(data)
        } catch {
            throw CommandFailure(kind: kind, "\(path): \(error)")
        }
    }
}
#endif
