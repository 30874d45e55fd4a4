#if Server
import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation

/// Reads a customer's history from a JSON file in any of the shapes `storehelper entitlements` accepts.
enum HistoryInput {
    /// - Signed (default): an array of compact JWS strings (transactions, renewal infos, notifications),
    ///   a Get Transaction History response (`signedTransactions`), a Get All Subscription Statuses
    ///   response (`data[].lastTransactions[]`), or a notification body (`signedPayload`). Every token is verified.
    /// - Decoded: an array of decoded transaction and renewal-info objects, not verified.
    static func read(_ path: String, decoded: Bool, verifier: SignedDataVerifier) async throws -> History {
        let data = try SignedInput.readBytes(path)
        guard let json = try? JSONSerialization.jsonObject(with: data) else {
            throw CommandFailure(.malformedInput, "the history is not JSON")
        }
        if decoded {
            guard let objects = json as? [[String: Any]] else {
                throw CommandFailure(.malformedInput, "with --decoded the history must be an array of objects")
            }
            return try decodedHistory(objects)
        }
        var history = History()
        for (index, token) in try signedTokens(in: json, data: data).enumerated() {
            do {
                switch try await verifier.verify(token) {
                case .transaction(let transaction): history.add(transaction)
                case .renewalInfo(let info): history.add(info)
                case .notification(let notification):
                    if let transaction = notification.transaction { history.add(transaction) }
                    if let info = notification.renewalInfo { history.add(info) }
                case .appTransaction, .realtimeRequest: break
                }
            } catch {
                throw CommandFailure(kind: error.kind.rawValue, "entry \(index): \(error)")
            }
        }
        return history
    }

    private static func signedTokens(in json: Any, data: Data) throws -> [String] {
        if let array = json as? [Any] {
            guard let tokens = array as? [String] else {
                throw CommandFailure(.malformedInput, "a history array must hold signed tokens (strings); use --decoded for objects")
            }
            return tokens
        }
        guard let object = json as? [String: Any] else {
            throw CommandFailure(.malformedInput, "the history must be an array or an object")
        }
        let decoder = JSONDecoder()
        if object["signedTransactions"] != nil {
            return (try? decoder.decode(HistoryResponse.self, from: data))?.signedTransactions ?? []
        }
        if object["signedPayload"] != nil, let body = try? decoder.decode(ResponseBodyV2.self, from: data) {
            return [body.signedPayload]
        }
        if object["data"] != nil, let status = try? decoder.decode(StatusResponse.self, from: data) {
            return (status.data ?? []).flatMap { $0.lastTransactions ?? [] }.flatMap {
                [$0.signedTransactionInfo, $0.signedRenewalInfo].compactMap { $0 }
            }
        }
        throw CommandFailure(.malformedInput, "expected signedTransactions, data[].lastTransactions or signedPayload")
    }

    /// Decoded objects are told apart by their fields: a transaction has `transactionId`.
    private static func decodedHistory(_ objects: [[String: Any]]) throws -> History {
        var history = History()
        for (index, object) in objects.enumerated() {
            let data = try JSONSerialization.data(withJSONObject: object)
            do {
                if object["transactionId"] != nil {
                    history.add(try JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: data))
                } else if object["originalTransactionId"] != nil {
                    history.add(try JSONDecoder().decode(JWSRenewalInfoDecodedPayload.self, from: data))
                } else {
                    throw CommandFailure(.malformedInput, "entry \(index) has neither transactionId nor originalTransactionId")
                }
            } catch let error as DecodingError {
                throw CommandFailure(.malformedInput, "entry \(index) is not a transaction or renewal info: \(error.localizedDescription)")
            }
        }
        return history
    }
}
#endif
