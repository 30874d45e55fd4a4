public import AppStoreModels
import Foundation

/// The environment a token names, read **without verifying anything**: only for choosing which
/// verifier (which roots, which policy) checks it; that verifier then checks the claim with everything else.
///
/// Reads no more than it must: the payload segment alone is base64url-decoded (not the header's
/// certificates), and of the payload's JSON only the fields that name an environment are decoded.
public enum ClaimedEnvironment {
    /// The environment `jws` names (`environment`; `receiptType` for an app transaction; for a
    /// notification, that of its `data`, `summary` or `appData`, or its external purchase token's);
    /// `nil` when it names none. Throws when `jws` is not a compact JWS with a JSON object payload.
    public static func of(
        _ jws: String,
        maximumInputSize: Int = VerificationPolicy.defaultMaximumInputSize
    ) throws(VerificationError) -> AppStoreEnvironment? {
        let size = jws.utf8.count
        guard size <= maximumInputSize else { throw .inputTooLarge(size: size, limit: maximumInputSize) }
        let payload = try JWSSegments(jws).payload()
        let fields: Fields
        do { fields = try JSONDecoder().decode(Fields.self, from: Data(payload)) } catch {
            throw .payloadNotDecodable("the payload is not a JSON object naming its environment as expected")
        }
        return fields.environment ?? fields.receiptType ?? fields.data?.environment ?? fields.summary?.environment
            ?? fields.appData?.environment ?? fields.externalPurchaseToken?.externalPurchaseId.map(ExternalPurchaseToken.environment(ofId:))
    }

    /// Every field that can name an environment; all the others are skipped.
    private struct Fields: Decodable {
        struct Part: Decodable { let environment: AppStoreEnvironment? }
        struct Token: Decodable { let externalPurchaseId: String? }
        let environment: AppStoreEnvironment?
        let receiptType: AppStoreEnvironment?
        let data: Part?
        let summary: Part?
        let appData: Part?
        let externalPurchaseToken: Token?
    }
}

extension ExternalPurchaseToken {
    /// The environment an external purchase id belongs to: sandbox ids start with `SANDBOX`.
    static func environment(ofId id: String) -> AppStoreEnvironment {
        id.hasPrefix("SANDBOX") ? .sandbox : .production
    }
}
