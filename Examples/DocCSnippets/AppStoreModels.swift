// DocC snippets of AppStoreModels' "Getting started" (compiled by CI; the article quotes the imports and
// the lines between the markers exactly).
// DocC AppStoreModels: imports
import AppStoreModels
import Foundation

// DocC AppStoreModels: end

/// A trusted payload (a fixture), decoded and read.
func readATrustedPayload(_ payload: Data) throws -> (String?, Date?, Int64?, Bool) {
    // DocC AppStoreModels: body
    let transaction = try JSONDecoder().decode(JWSTransactionDecodedPayload.self, from: payload)
    let product = transaction.productId
    let expires = transaction.expiresDate?.date
    let price = transaction.price  // milliunits: 9990 is 9.99
    let renews = transaction.type == .autoRenewable
    // DocC AppStoreModels: end
    return (product, expires, price, renews)
}
