import AppStoreModels
import AppStoreSignature
import Entitlements
import Foundation
import StoreKitInterface

extension StoreHelper {
    /// One update from the store: verified, delivered, finished; a bad one is reported and skipped.
    func handle(_ update: StoreUpdate) async {
        switch update {
        case .transaction(let jws):
            guard let transaction = await verify(jws) else { return }
            do {
                try await deliver(transaction)
            } catch {
                report(error)
                return
            }
            if let productId = transaction.productId, transaction.revocationDate == nil,
                let key = pending.first(where: { $0.value == productId })?.key
            {
                pending[key] = nil
                // An approved Ask to Buy purchase; while another purchase is running, its state wins.
                if !purchaseInFlight { set(.purchased) }
            }
            await refreshEntitlements()
        case .declined(let pendingId, let productId):
            guard pending.removeValue(forKey: pendingId) != nil || pending.removeValue(forKey: productId) != nil else { return }
            logger.info("the Ask to Buy request for \(productId) was declined")
            broadcast.send(.declined(productId: productId))
            set(.declined)
        }
    }
}
