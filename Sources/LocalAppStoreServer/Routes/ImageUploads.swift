#if Server
import NIOConcurrencyHelpers

/// How many image uploads are read at once: each may be 32 MB held in memory until it is checked, so without a
/// bound 48 uploads side by side took the store to 1.7 GB. Past ``limit``, an upload is refused at once (429,
/// Apple's rate-limit error) before its body is read.
final class ImageUploads: Sendable {
    let limit: Int
    private let reading = NIOLockedValueBox(0)

    init(limit: Int = 4) {
        self.limit = limit
    }

    /// Runs `body` as one of the uploads being read; nil (`body` not run) when ``limit`` are already.
    func whileReading<T>(_ body: () async throws -> T) async throws -> T? {
        let admitted = reading.withLockedValue { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
        guard admitted else { return nil }
        defer { reading.withLockedValue { $0 -= 1 } }
        return try await body()
    }
}
#endif
