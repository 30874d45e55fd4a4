#if Server
import Foundation
import Hummingbird

/// Request bodies as the routes read them: every size limit in one place, and JSON decoded into the
/// services' typed requests with what was wrong said (where and why), before any service sees them.
enum RequestBodies {
    /// An App Store Server Notification (`{"signedPayload": …}`; Apple's are a few KiB).
    static let notificationLimit = 64 * 1024
    /// Up to ``TransactionIntake/maximumTransactions`` signed transactions from an app.
    static let transactionsLimit = 1 << 20
    /// An app receipt (base64) and a user id: Apple's receipts are kilobytes, a long-lived customer's a few hundred.
    static let receiptLimit = 2 << 20
    /// A small command: an offer to sign, a consumable to debit.
    static let commandLimit = 4096

    /// The body, at most `limit` bytes.
    static func data(of request: Request, limit: Int) async throws(ServerError) -> Data {
        var request = request
        do { return Data(try await request.collectBody(upTo: limit).readableBytesView) } catch {
            throw ServerError(.bodyTooLarge, "the body is over \(limit) bytes")
        }
    }

    /// The body decoded as `type`, at most `limit` bytes; `shape` shows the sender what was expected.
    static func decode<Body: Decodable>(_ type: Body.Type, from request: Request, limit: Int, shape: String) async throws(ServerError) -> Body {
        let data = try await data(of: request, limit: limit)
        do { return try JSONDecoder().decode(type, from: data) } catch let error as DecodingError {
            let why = data.isEmpty ? "the body is empty" : error.codingPathText.map { "at \($0): \(error.reason)" } ?? error.reason
            throw .badRequest("the body is not \(shape) (\(why))")
        } catch {
            throw .badRequest("the body is not \(shape)")
        }
    }
}
#endif
