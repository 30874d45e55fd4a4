// DocC snippet of StoreHelperJSON's "Getting started" (compiled by CI; the article quotes it exactly).
// DocC StoreHelperJSON: imports
import Crypto
import Foundation
import StoreHelperJSON

// DocC StoreHelperJSON: end

/// A customer-info answer of StoreServer, taken only when its signature checks under the server's pinned key
/// for this request's nonce: what a client of the server that is not StoreHelper does.
func checkedCustomerInfo(body: Data, headers: [String: String], nonce: String, serverKey: Curve25519.Signing.PublicKey) throws -> CustomerInfo? {
    // DocC StoreHelperJSON: body
    guard let signature = headers[ResponseSignature.signatureHeader],
        let requestTime = headers[ResponseSignature.requestTimeHeader].flatMap({ Int64($0) }),
        ResponseSignature.isValid(signature, nonce: nonce, requestTime: requestTime, body: body, key: serverKey)
    else { return nil }  // not from the server, or an answer to another request
    let info = try JSONDecoder().decode(CustomerInfo.self, from: body)
    // DocC StoreHelperJSON: end
    return info
}
