import AppStoreModels
import AppStoreSignature
import Foundation
import StoreHelperFixtures
import SwiftASN1
import Testing

/// The receipt reader gives the answers Apple's `ReceiptUtility` gives on Apple's own receipts, and refuses every
/// malformed receipt with a typed error.
@Suite struct ReceiptReaderTests {
    static func fixture(_ name: String) throws -> String {
        String(decoding: try Fixtures.data("apple__app-store-server-library-swift__\(name).txt"), as: UTF8.self)
    }

    @Test func applesReceiptsGiveApplesAnswers() throws {
        #expect(try ReceiptReader.transactionId(inAppReceipt: Self.fixture("xcode__xcode-app-receipt-empty")) == nil)
        #expect(try ReceiptReader.transactionId(inAppReceipt: Self.fixture("xcode__xcode-app-receipt-with-transaction")) == "0")
        #expect(try ReceiptReader.transactionId(inTransactionReceipt: Self.fixture("mock_signed_data__legacyTransaction")) == "33993399")
    }

    @Test func lineBreaksInTheBase64AreIgnored() throws {
        let receipt = try Self.fixture("xcode__xcode-app-receipt-with-transaction")
        let wrapped = stride(from: 0, to: receipt.count, by: 76).map { start in
            String(receipt.dropFirst(start).prefix(76))
        }.joined(separator: "\r\n")
        #expect(try ReceiptReader.transactionId(inAppReceipt: wrapped) == "0")
    }

    // MARK: - Receipts made here (DER), to try each rule

    /// A receipt field: SEQUENCE { type, version 1, OCTET STRING value }.
    static func field(_ type: Int, _ value: [UInt8]) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.appendConstructedNode(identifier: .sequence) { coder in
            try coder.serialize(type)
            try coder.serialize(1)
            try coder.serialize(ASN1OctetString(contentBytes: value[...]))
        }
        return serializer.serializedBytes
    }

    static func set(_ elements: [[UInt8]]) throws -> [UInt8] {
        var serializer = DER.Serializer()
        serializer.appendConstructedNode(identifier: .set) { coder in
            for element in elements { coder.serializeRawBytes(element) }
        }
        return serializer.serializedBytes
    }

    static func utf8(_ text: String) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(ASN1UTF8String(text))
        return serializer.serializedBytes
    }

    /// PKCS #7 signed data (`oid`, signed data by default) carrying `payload`, wrapped in `wrapping` more OCTET STRINGs.
    static func receipt(_ payload: [UInt8], wrapping: Int = 0, oid: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 7, 2]) throws -> String {
        var content = payload
        for _ in 0..<wrapping {
            var wrapper = DER.Serializer()
            try wrapper.serialize(ASN1OctetString(contentBytes: content[...]))
            content = wrapper.serializedBytes
        }
        var serializer = DER.Serializer()
        try serializer.appendConstructedNode(identifier: .sequence) { info in
            try info.serialize(oid)
            try info.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)) { explicit in
                try explicit.appendConstructedNode(identifier: .sequence) { signed in
                    try signed.serialize(1)
                    signed.appendConstructedNode(identifier: .set) { _ in }
                    try signed.appendConstructedNode(identifier: .sequence) { encapsulated in
                        try encapsulated.serialize([1, 2, 840, 113_549, 1, 7, 1] as ASN1ObjectIdentifier)
                        try encapsulated.appendConstructedNode(identifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)) {
                            try $0.serialize(ASN1OctetString(contentBytes: content[...]))
                        }
                    }
                }
            }
        }
        return Data(serializer.serializedBytes).base64EncodedString()
    }

    /// An app receipt with a bundle id field and one in-app purchase of `fields`.
    static func appReceipt(purchase fields: [[UInt8]], wrapping: Int = 0) throws -> String {
        let purchase = try set(fields)
        return try receipt(set([field(2, utf8("com.example.app")), field(17, purchase)]), wrapping: wrapping)
    }

    @Test func theFirstPurchasesTransactionIdOrElseItsOriginalOne() throws {
        let both = try Self.appReceipt(purchase: [Self.field(1705, Self.utf8("1000")), Self.field(1703, Self.utf8("1001"))])
        #expect(try ReceiptReader.transactionId(inAppReceipt: both) == "1001")
        let original = try Self.appReceipt(purchase: [Self.field(1705, Self.utf8("1000"))])
        #expect(try ReceiptReader.transactionId(inAppReceipt: original) == "1000")
        var ia5 = DER.Serializer()
        try ia5.serialize(ASN1IA5String("2002"))
        #expect(try ReceiptReader.transactionId(inAppReceipt: Self.appReceipt(purchase: [Self.field(1703, ia5.serializedBytes)])) == "2002")
        #expect(try ReceiptReader.transactionId(inAppReceipt: Self.receipt(Self.set([Self.field(2, Self.utf8("com.example.app"))]))) == nil)
        let wrapped = try Self.appReceipt(purchase: [Self.field(1703, Self.utf8("3003"))], wrapping: 2)
        #expect(try ReceiptReader.transactionId(inAppReceipt: wrapped) == "3003", "Xcode's receipts wrap their fields in OCTET STRINGs")
    }

    static func refusal(_ receipt: String, app: Bool = true) -> ReceiptError.Kind? {
        do {
            _ = try app ? ReceiptReader.transactionId(inAppReceipt: receipt) : ReceiptReader.transactionId(inTransactionReceipt: receipt)
            return nil
        } catch {
            return error.kind
        }
    }

    @Test func everyMalformedReceiptIsRefusedWithWhatWasWrong() throws {
        let good = try Self.fixture("xcode__xcode-app-receipt-with-transaction")
        let bytes = try #require(Data(base64Encoded: good))
        #expect(Self.refusal("") == .notBase64)
        #expect(Self.refusal("not a receipt!") == .notBase64)
        #expect(Self.refusal(String(repeating: "A", count: ReceiptReader.maximumReceiptCharacters + 4)) == .tooLarge)
        #expect(Self.refusal(bytes.prefix(bytes.count / 2).base64EncodedString()) == .malformed, "cut in half")
        #expect(Self.refusal(Data([0x30, 0x80, 0x06]).base64EncodedString()) == .malformed, "three bytes of a header")
        let deep = Data(Array(repeating: [UInt8]([0x30, 0x80]), count: 100_000).joined() + Array(repeating: 0, count: 200_000))
        #expect(Self.refusal(deep.base64EncodedString()) == .malformed, "100,000 nested indefinite-length SEQUENCEs")
        let huge = Data([0x30, 0x88, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x06, 0x00])
        #expect(Self.refusal(huge.base64EncodedString()) == .malformed, "a length of 2⁶³ − 1 bytes")
        #expect(Self.refusal(try Self.fixture("mock_signed_data__legacyTransaction")) == .malformed, "a transaction receipt as an app receipt")
        #expect(Self.refusal(try Self.receipt(Self.set([]), oid: [1, 2, 840, 113_549, 1, 7, 1])) == .malformed, "PKCS #7 data, not signed data")
        #expect(Self.refusal(try Self.receipt(Self.utf8("a string, not a SET of fields"))) == .malformed)
        #expect(Self.refusal(try Self.appReceipt(purchase: [Self.field(1703, Self.utf8("1"))], wrapping: 5)) == .malformed, "wrapped too deep")
        #expect(Self.refusal(try Self.appReceipt(purchase: [Self.field(1703, [0x02, 0x01, 0x05])])) == .malformed, "an id that is no string")
        var twoParts = DER.Serializer()
        try twoParts.appendConstructedNode(identifier: .sequence) { try $0.serialize(17) }
        #expect(Self.refusal(try Self.receipt(Self.set([twoParts.serializedBytes]))) == .malformed, "a field of one part")

        #expect(Self.refusal(good, app: false) == .malformed, "an app receipt as a transaction receipt")
        let noInfo = Data(#"{ "signature" = "AAAA"; }"#.utf8).base64EncodedString()
        #expect(Self.refusal(noInfo, app: false) == .malformed)
        let badInfo = Data(#"{ "purchase-info" = "!!!"; }"#.utf8).base64EncodedString()
        #expect(Self.refusal(badInfo, app: false) == .notBase64)
        let noId = Data(#"{ "purchase-info" = "\#(Data(#"{ "product-id" = "gold"; }"#.utf8).base64EncodedString())"; }"#.utf8).base64EncodedString()
        #expect(try ReceiptReader.transactionId(inTransactionReceipt: noId) == nil, "purchase info that names no transaction")
    }
}
