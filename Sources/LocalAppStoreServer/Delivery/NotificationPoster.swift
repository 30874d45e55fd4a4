#if Server
import AppStoreModels
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// POSTs one notification as the App Store does (`{"signedPayload": …}`, JSON) and names the outcome
/// with Apple's `sendAttemptResult`.
struct NotificationPoster: Sendable {
    let client: HTTPClient
    /// How long an attempt may take before it counts as timed out.
    var timeout: TimeAmount = .seconds(5)
    /// The clock the time limit runs on.
    var clock: any ServiceClock = SystemClock()
    /// The most of a response body that is read (and thrown away).
    static let maximumResponseBytes = 64 * 1024

    func post(_ signedPayload: String, to url: String) async -> SendAttemptResult {
        var request = HTTPClientRequest(url: url)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "User-Agent", value: "App Store Notifications (StoreHelper local App Store)")
        let body = (try? JSONEncoder().encode(["signedPayload": signedPayload])) ?? Data()
        request.body = .bytes(ByteBuffer(bytes: body))
        let (client, timeout, clock, prepared) = (self.client, self.timeout, self.clock, request)
        do {
            // The whole exchange within the time limit: a body trickled a byte a second must not hold the delivery.
            return try await withinTimeLimit(.nanoseconds(timeout.nanoseconds), on: clock) {
                let response = try await client.execute(prepared, timeout: timeout)
                _ = try? await response.body.collect(upTo: Self.maximumResponseBytes)
                return (200..<300).contains(Int(response.status.code)) ? SendAttemptResult.success : .unsuccessfulHTTPResponseCode
            }
        } catch is TimeLimitExceeded {
            return .timedOut
        } catch {
            return Self.result(of: error)
        }
    }

    /// Apple's name for why an HTTP attempt failed.
    static func result(of error: any Error) -> SendAttemptResult {
        switch error {
        case let error as HTTPClientError:
            if [.deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout].contains(error) { return .timedOut }
            if error == .remoteConnectionClosed { return .prematureClose }
            if [.redirectCycleDetected, .redirectLimitReached].contains(error) { return .circularRedirect }
            if error == .tlsHandshakeTimeout { return .tlsIssue }
            if [.invalidURL, .emptyHost, .emptyScheme].contains(error) { return .other }
            return .invalidResponse
        case is NIOConnectionError, is IOError:
            return .socketIssue
        case let error as ChannelError:
            switch error {
            case .connectTimeout: return .timedOut
            case .ioOnClosedChannel, .eof, .outputClosed: return .prematureClose
            default: return .socketIssue
            }
        default:
            // NIOSSL's errors are not imported here; their names say what they are.
            let text = String(describing: error).lowercased()
            return text.contains("ssl") || text.contains("tls") ? .tlsIssue : .other
        }
    }
}
#endif
