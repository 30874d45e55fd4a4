public import Foundation
public import LocalCertificateAuthority
import SwiftASN1

extension AppReceipt {
    /// The receipt's fields as PKCS #7 signed data with no signer and no certificate: what a forger writes. Readable by
    /// `ReceiptReader`, evidence of nothing.
    public func unsigned() throws -> String {
        let signed = Array(try Data(base64Encoded: signed(by: TestAuthority.shared)) ?? Data())
        let explicit = ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)
        func children(_ node: ASN1Node) -> [ASN1Node] {
            if case .constructed(let nodes) = node.content { return Array(nodes) }
            return []
        }
        // ContentInfo { type, [0] SignedData { version, digests, EncapsulatedContentInfo { type, [0] OCTET STRING } … } }
        let signedData = children(try DER.parse(signed)).dropFirst().first.flatMap { children($0).first }
        let encapsulated = signedData.flatMap { children($0).dropFirst(2).first }
        guard let octets = encapsulated.flatMap({ children($0).dropFirst().first }).flatMap({ children($0).first }),
            case .primitive(let content) = octets.content
        else { throw ASN1Error.invalidASN1Object(reason: "AppReceipt.signed(by:) wrote no attached content") }
        var coder = DER.Serializer()
        try coder.appendConstructedNode(identifier: .sequence) { info in
            try info.serialize([1, 2, 840, 113_549, 1, 7, 2] as ASN1ObjectIdentifier)
            try info.appendConstructedNode(identifier: explicit) { tagged in
                try tagged.appendConstructedNode(identifier: .sequence) { signedData in
                    try signedData.serialize(1)
                    signedData.appendConstructedNode(identifier: .set) { _ in }
                    try signedData.appendConstructedNode(identifier: .sequence) { encapsulated in
                        try encapsulated.serialize([1, 2, 840, 113_549, 1, 7, 1] as ASN1ObjectIdentifier)
                        try encapsulated.appendConstructedNode(identifier: explicit) { try $0.serialize(ASN1OctetString(contentBytes: content)) }
                    }
                    signedData.appendConstructedNode(identifier: .set) { _ in }
                }
            }
        }
        return Data(coder.serializedBytes).base64EncodedString()
    }
}

extension AppReceipt {
    /// A receipt of the florist app (`bundleId` unless told otherwise) made at `created`, naming one purchase of
    /// `productId` for each of `ids` (each its own original).
    public static func naming(
        _ ids: [String],
        bundleId: String = Florist.bundleId,
        productId: String = Florist.gold,
        created: Date = Florist.start
    ) -> AppReceipt {
        AppReceipt(
            bundleId: bundleId,
            appVersion: "1",
            originalAppVersion: "1",
            creationDate: created,
            purchases: ids.map { id in
                Purchase(
                    productId: productId,
                    transactionId: id,
                    originalTransactionId: id,
                    quantity: 1,
                    purchaseDate: created,
                    originalPurchaseDate: created,
                    expiresDate: nil
                )
            }
        )
    }
}
