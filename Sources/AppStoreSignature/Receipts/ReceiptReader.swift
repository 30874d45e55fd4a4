import Foundation
import SwiftASN1

/// Reads the transaction identifier out of the receipts apps sent before StoreKit 2: the app receipt (PKCS #7, ASN.1,
/// as Apple's "Receipt Fields" page documents it) and a StoreKit 1 transaction receipt
/// (`SKPaymentTransaction.transactionReceipt`). Apple's migration path is to read that identifier and ask the App
/// Store Server API for the customer's history (Get Transaction History), whose answers are signed.
///
/// Nothing here is verified: ``AppReceiptVerifier`` verifies an app receipt's signature and bundle identifier before
/// anything in it may be believed; an unverified identifier may only be looked at, never acted on.
public enum ReceiptReader {
    /// The most of a receipt's base64 text read.
    public static let maximumReceiptCharacters = 8 << 20
    /// How deep OCTET STRINGs may wrap the receipt's fields (Xcode's receipts wrap them once).
    static let maximumWrapping = 4

    /// PKCS #7 signed data (RFC 2315).
    static let signedData: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 7, 2]
    /// The app receipt's Bundle Identifier and Receipt Creation Date fields.
    static let bundleIdField = 2
    static let creationDateField = 12
    /// The app receipt's In-App Purchase Receipt field: a SET of the fields of one in-app purchase.
    static let inAppPurchaseField = 17
    /// An in-app purchase's Transaction Identifier and Original Transaction Identifier fields.
    static let transactionIdField = 1703
    static let originalTransactionIdField = 1705

    /// A transaction identifier from the in-app purchases of app receipt `receipt` (its base64 text): the first
    /// purchase's transaction identifier (or its original one); nil when the receipt holds no in-app purchase.
    /// Nothing is verified: ``AppReceiptVerifier`` verifies a receipt before it is believed.
    public static func transactionId(inAppReceipt receipt: String) throws(ReceiptError) -> String? {
        try receiptFields(decoded(receipt)).transactionIds.first
    }

    /// What app receipt `bytes` says, unverified: its bundle identifier (field 2), creation date (field 12) and the
    /// transaction and original transaction identifiers of its in-app purchases (fields 1703 and 1705 of each field
    /// 17), each once, in the receipt's order.
    static func receiptFields(_ bytes: [UInt8]) throws(ReceiptError) -> (bundleId: String?, creationDate: Date?, transactionIds: [String]) {
        do {
            var bundleId: String?
            var creationDate: Date?
            var ids: [String] = []
            for field in try fields(of: payload(ofSignedData: BER.parse(bytes))) {
                switch field.type {
                case bundleIdField: bundleId = try text(of: BER.parse(field.value))
                case creationDateField: creationDate = date(try text(of: BER.parse(field.value)))
                case inAppPurchaseField:
                    let purchase = try fields(of: BER.parse(field.value))
                    for type in [transactionIdField, originalTransactionIdField] {
                        guard let id = purchase.first(where: { $0.type == type }) else { continue }
                        let text = try text(of: BER.parse(id.value))
                        if !ids.contains(text) { ids.append(text) }
                    }
                default: continue
                }
            }
            return (bundleId, creationDate, ids)
        } catch let error as ReceiptError {
            throw error
        } catch {
            throw ReceiptError(.malformed, "not an app receipt: \(error)")
        }
    }

    /// A receipt's date (RFC 3339, with or without fractional seconds); nil for anything else.
    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// The transaction identifier of StoreKit 1 transaction receipt `receipt` (its base64 text); nil when its
    /// purchase info names none.
    public static func transactionId(inTransactionReceipt receipt: String) throws(ReceiptError) -> String? {
        guard let text = String(bytes: try decoded(receipt), encoding: .utf8),
            let purchaseInfo = quotedValue(of: "purchase-info", in: text)
        else { throw ReceiptError(.malformed, "a transaction receipt has a \"purchase-info\" entry; this has none") }
        guard let info = String(bytes: try decoded(purchaseInfo), encoding: .utf8) else {
            throw ReceiptError(.malformed, "the receipt's purchase info is not text")
        }
        return quotedValue(of: "transaction-id", in: info)
    }

    // MARK: - Reading

    /// The bytes of base64 text, line breaks and spaces ignored, after checking its length.
    static func decoded(_ text: String) throws(ReceiptError) -> [UInt8] {
        guard text.utf8.count <= maximumReceiptCharacters else {
            throw ReceiptError(.tooLarge, "a receipt of \(text.utf8.count) characters is over \(maximumReceiptCharacters)")
        }
        let compact = text.filter { !$0.isWhitespace }
        guard !compact.isEmpty, let data = Data(base64Encoded: compact) else { throw ReceiptError(.notBase64, "the receipt is not base64 text") }
        return Array(data)
    }

    /// The content PKCS #7 signed data carries: ContentInfo { signedData, [0] SignedData { version, digest
    /// algorithms, EncapsulatedContentInfo { type, [0] OCTET STRING } … } }.
    static func payload(ofSignedData node: ASN1Node) throws -> ASN1Node {
        let info = try children(of: node, identifier: .sequence)
        guard info.count >= 2, try ASN1ObjectIdentifier(berEncoded: info[0]) == signedData else {
            throw ReceiptError(.malformed, "the receipt is not PKCS #7 signed data")
        }
        let explicit = try children(of: info[1], identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific))
        guard let signed = explicit.first else { throw ReceiptError(.malformed, "the signed data is empty") }
        let signedData = try children(of: signed, identifier: .sequence)
        guard signedData.count >= 3 else { throw ReceiptError(.malformed, "the signed data has no content") }
        let encapsulated = try children(of: signedData[2], identifier: .sequence)
        guard encapsulated.count >= 2,
            let content = try children(of: encapsulated[1], identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)).first
        else { throw ReceiptError(.malformed, "the signed data carries no receipt") }
        var payload = try BER.parse(ASN1OctetString(berEncoded: content).bytes)
        for _ in 0..<maximumWrapping where payload.identifier == .octetString {
            payload = try BER.parse(ASN1OctetString(berEncoded: payload).bytes)
        }
        return payload
    }

    /// The fields of a receipt or of an in-app purchase: a SET of SEQUENCE { type INTEGER, version INTEGER,
    /// value OCTET STRING }.
    static func fields(of node: ASN1Node) throws -> [(type: Int, value: ArraySlice<UInt8>)] {
        try children(of: node, identifier: .set).map { field in
            let parts = try children(of: field, identifier: .sequence)
            guard parts.count == 3 else { throw ReceiptError(.malformed, "a receipt field has \(parts.count) parts, not 3") }
            return (try Int(berEncoded: parts[0]), try ASN1OctetString(berEncoded: parts[2]).bytes)
        }
    }

    /// A field's text: an ASN.1 UTF8String or IA5String.
    static func text(of node: ASN1Node) throws -> String {
        let string: String? =
            switch node.identifier {
            case .utf8String: String(try ASN1UTF8String(berEncoded: node))
            case .ia5String: String(try ASN1IA5String(berEncoded: node))
            default: nil
            }
        guard let string else { throw ReceiptError(.malformed, "a transaction identifier is not a string") }
        return string
    }

    static func children(of node: ASN1Node, identifier: ASN1Identifier) throws -> [ASN1Node] {
        guard node.identifier == identifier, case .constructed(let nodes) = node.content else {
            throw ReceiptError(.malformed, "expected \(identifier), found \(node.identifier)")
        }
        return Array(nodes)
    }

    /// The value of `"key" = "value";` in the text StoreKit 1 receipts are written in.
    static func quotedValue(of key: String, in text: String) -> String? {
        guard let keyRange = text.range(of: "\"\(key)\"") else { return nil }
        var rest = text[keyRange.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<end])
    }
}
