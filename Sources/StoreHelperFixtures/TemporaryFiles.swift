public import Foundation
import NIOConcurrencyHelpers

/// Paths under the system's temporary folder with fresh names, removed when the test process exits (a test
/// that does not remove its own leaves nothing behind; one killed midway does).
public enum TemporaryFiles {
    private static let made = NIOLockedValueBox<[URL]>([])
    private static let removeAtExit: Void = {
        atexit {
            for url in TemporaryFiles.made.withLockedValue({ $0 }) { try? FileManager.default.removeItem(at: url) }
        }
    }()

    /// `<temporary folder>/<prefix>-<UUID><suffix>`, nothing there yet.
    public static func url(_ prefix: String, suffix: String = "") -> URL {
        removeAtExit
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
        made.withLockedValue { $0.append(url) }
        return url
    }
}
