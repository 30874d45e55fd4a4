#if Server
import AppStoreModels
import AppStoreSignature
import X509

/// The roots an app receipt may be signed under, and what each lets it import: the receipt roots (Apple Inc. Root,
/// which signs Apple's receipts) and, in tests only, the roots trusted for Production, for every environment; the
/// extra roots (a local App Store's) for every environment but Production, as ``TrustedSources`` trusts them for
/// signed data. A receipt no trusted root signed, or another app's, is refused before any App Store call.
struct ReceiptTrust: Sendable {
    /// A verified receipt, and whether it may import Production purchases.
    struct Verified: Sendable {
        let receipt: AppReceiptVerifier.Receipt
        let allowsProduction: Bool
    }

    private let anyEnvironment: AppReceiptVerifier?
    private let notProduction: AppReceiptVerifier?

    init(bundleId: String, receiptRoots: [Certificate], productionTestRoots: [Certificate], extraRoots: [Certificate]) {
        let production = receiptRoots + productionTestRoots
        anyEnvironment = production.isEmpty ? nil : AppReceiptVerifier(trust: .roots(production), bundleId: bundleId)
        notProduction = extraRoots.isEmpty ? nil : AppReceiptVerifier(trust: .roots(extraRoots), bundleId: bundleId)
    }

    /// `receipt` (base64) verified under the roots that allow the most.
    func verify(_ receipt: String) async throws(ServerError) -> Verified {
        guard anyEnvironment != nil || notProduction != nil else {
            throw ServerError(.notConfigured, "importing receipts needs the root they are signed under (receiptRoots: Apple Inc. Root)")
        }
        var untrusted: ReceiptError?
        for (verifier, allowsProduction) in [(anyEnvironment, true), (notProduction, false)] {
            guard let verifier else { continue }
            do throws(ReceiptError) {
                return Verified(receipt: try await verifier.verify(receipt), allowsProduction: allowsProduction)
            } catch  where error.kind == .untrusted {
                untrusted = error
            } catch {
                throw Self.refusal(error)
            }
        }
        throw Self.refusal(untrusted ?? ReceiptError(.untrusted, "no root verified the receipt"))
    }

    /// A receipt's failure as the client sees it: 400 `invalid-receipt` saying what was wrong.
    static func refusal(_ error: ReceiptError) -> ServerError {
        let message =
            switch error.kind {
            case .untrusted: "the receipt is not signed under a root this server trusts for receipts (\(error.kind))"
            case .wrongBundle: "the receipt is another app's (\(error.kind))"
            default: "the receipt cannot be read (\(error.kind))"
            }
        return ServerError(.invalidReceipt, message, detail: error.message)
    }
}
#endif
