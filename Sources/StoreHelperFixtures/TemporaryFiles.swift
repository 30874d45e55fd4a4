public import Foundation

/// Paths under the system's temporary folder with fresh names, removed when the test process exits (a test
/// that does not remove its own leaves nothing behind; one killed midway does).
public enum TemporaryFiles {
    /// The paths handed out, behind a lock (Foundation's: the fixtures stay light, on the client half's packages).
    private final class Made: @unchecked Sendable {
        private let lock = NSLock()
        private var urls: [URL] = []

        func append(_ url: URL) { lock.withLock { urls.append(url) } }
        func all() -> [URL] { lock.withLock { urls } }
    }

    private static let made = Made()
    private static let removeAtExit: Void = {
        atexit {
            for url in TemporaryFiles.made.all() { try? FileManager.default.removeItem(at: url) }
        }
    }()

    /// `<temporary folder>/<prefix>-<UUID><suffix>`, nothing there yet.
    public static func url(_ prefix: String, suffix: String = "") -> URL {
        removeAtExit
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
        made.append(url)
        return url
    }
}
