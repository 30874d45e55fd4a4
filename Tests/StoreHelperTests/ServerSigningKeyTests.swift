import Crypto
import Foundation
import StoreHelper
import Testing

/// The key an app pins, from the text the server prints.
@Suite struct ServerSigningKeyTests {
    @Test func thePrintedTextIsTheKey() throws {
        let server = Curve25519.Signing.PrivateKey()
        let printed = server.publicKey.rawRepresentation.base64EncodedString()  // as `storehelper server` prints it
        let pinned = try ServerSigningKey(base64: " \(printed)\n")  // pasted with the line's whitespace
        #expect(pinned.publicKey.rawRepresentation == server.publicKey.rawRepresentation)
        #expect(pinned.base64 == printed)
        let body = Data("customer info".utf8)
        #expect(pinned.publicKey.isValidSignature(try server.signature(for: body), for: body))
    }

    @Test(arguments: [
        ("not base64!", "not base64"), ("", "0 bytes"), (Data(repeating: 7, count: 31).base64EncodedString(), "31 bytes"),
        (String(repeating: "A", count: 4_096), "not base64"),
    ])
    func textThatIsNotAKeyIsRefusedSayingWhy(text: String, reason: String) {
        #expect {
            try ServerSigningKey(base64: text)
        } throws: { error in
            (error as? ServerConnectionError)?.kind == .configuration && "\(error)".contains(reason)
        }
    }
}
