public import Foundation
import SwiftASN1
@_spi(CMS) import X509

/// An app receipt as Xcode's StoreKit testing makes one: the receipt fields of Apple's "Receipt Fields" page
/// (ASN.1: a SET of SEQUENCE { type INTEGER, version INTEGER, value OCTET STRING }), signed as PKCS #7 signed data
/// with the content attached. Apple's `ReceiptUtility` and AppStoreSignature's `ReceiptReader` read the
/// transaction ids out of it. Field types:
/// https://developer.apple.com/library/archive/releasenotes/General/ValidateAppStoreReceipt/Chapters/ReceiptFields.html
public struct AppReceipt: Hashable, Sendable {
    /// One in-app purchase of the receipt (field 17).
    public struct Purchase: Hashable, Sendable {
        public var productId: String
        public var transactionId: String
        public var originalTransactionId: String
        public var quantity: Int
        public var purchaseDate: Date
        public var originalPurchaseDate: Date
        /// Auto-renewable subscriptions only.
        public var expiresDate: Date?

        public init(
            productId: String,
            transactionId: String,
            originalTransactionId: String,
            quantity: Int,
            purchaseDate: Date,
            originalPurchaseDate: Date,
            expiresDate: Date?
        ) {
            self.productId = productId
            self.transactionId = transactionId
            self.originalTransactionId = originalTransactionId
            self.quantity = quantity
            self.purchaseDate = purchaseDate
            self.originalPurchaseDate = originalPurchaseDate
            self.expiresDate = expiresDate
        }
    }

    public var bundleId: String
    public var appVersion: String
    public var originalAppVersion: String
    public var creationDate: Date
    public var purchases: [Purchase]

    public init(bundleId: String, appVersion: String, originalAppVersion: String, creationDate: Date, purchases: [Purchase]) {
        self.bundleId = bundleId
        self.appVersion = appVersion
        self.originalAppVersion = originalAppVersion
        self.creationDate = creationDate
        self.purchases = purchases
    }

    /// The receipt signed by `authority`'s leaf (with the intermediate in the certificates), as base64 text.
    public func signed(by authority: CertificateAuthority) throws -> String {
        let content = try Self.encoded(fields())
        let signed = try CMS.sign(
            content,
            additionalIntermediateCertificates: [authority.intermediate],
            certificate: authority.leaf,
            privateKey: Certificate.PrivateKey(authority.leafKey),
            signingTime: creationDate,
            detached: false
        )
        return Data(signed).base64EncodedString()
    }

    /// The app receipt's fields: bundle id (2), app version (3), creation date (12), in-app purchases (17) and
    /// original app version (19).
    func fields() throws -> [Field] {
        var fields = [
            Field(type: 2, value: try Self.encoded(ASN1UTF8String(bundleId))),
            Field(type: 3, value: try Self.encoded(ASN1UTF8String(appVersion))),
            Field(type: 12, value: try Self.encoded(ASN1IA5String(Self.text(creationDate)))),
            Field(type: 19, value: try Self.encoded(ASN1UTF8String(originalAppVersion))),
        ]
        for purchase in purchases {
            var inApp = [
                Field(type: 1701, value: try Self.encoded(purchase.quantity)),
                Field(type: 1702, value: try Self.encoded(ASN1UTF8String(purchase.productId))),
                Field(type: 1703, value: try Self.encoded(ASN1UTF8String(purchase.transactionId))),
                Field(type: 1704, value: try Self.encoded(ASN1IA5String(Self.text(purchase.purchaseDate)))),
                Field(type: 1705, value: try Self.encoded(ASN1UTF8String(purchase.originalTransactionId))),
                Field(type: 1706, value: try Self.encoded(ASN1IA5String(Self.text(purchase.originalPurchaseDate)))),
            ]
            if let expires = purchase.expiresDate {
                inApp.append(Field(type: 1708, value: try Self.encoded(ASN1IA5String(Self.text(expires)))))
            }
            fields.append(Field(type: 17, value: try Self.encoded(inApp)))
        }
        return fields
    }

    /// One receipt field.
    struct Field: DERSerializable, Hashable {
        var type: Int
        var value: [UInt8]

        func serialize(into coder: inout DER.Serializer) throws {
            try coder.appendConstructedNode(identifier: .sequence) { coder in
                try coder.serialize(type)
                try coder.serialize(1)
                try coder.serialize(ASN1OctetString(contentBytes: value[...]))
            }
        }
    }

    /// The DER of `value`.
    static func encoded(_ value: some DERSerializable) throws -> [UInt8] {
        var coder = DER.Serializer()
        try coder.serialize(value)
        return coder.serializedBytes
    }

    /// The DER of a SET of `fields`.
    static func encoded(_ fields: [Field]) throws -> [UInt8] {
        var coder = DER.Serializer()
        try coder.serializeSetOf(fields)
        return coder.serializedBytes
    }

    /// A date as receipts write it (RFC 3339, seconds, UTC).
    static func text(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
