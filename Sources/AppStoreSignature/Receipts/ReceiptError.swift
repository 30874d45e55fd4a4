public import AppStoreModels
import Foundation

/// Why a receipt could not be read. Its ``kind`` is stable; new kinds may be added without breaking a client's code.
public struct ReceiptError: KindedError, Hashable, Sendable {
    public var kind: Kind
    /// What was wrong with the receipt.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

extension ErrorKind where Owner == ReceiptError {
    /// The receipt is longer than ``ReceiptReader/maximumReceiptCharacters``.
    public static var tooLarge: Self { Self(rawValue: "receipt-too-large") }
    /// The receipt is not base64 text.
    public static var notBase64: Self { Self(rawValue: "receipt-not-base64") }
    /// The receipt is not in the format of its kind: an app receipt that is no PKCS #7 signed data with Apple's
    /// receipt fields, a transaction receipt without its purchase info.
    public static var malformed: Self { Self(rawValue: "receipt-malformed") }
    /// The receipt's signature does not verify, or its signer does not chain to a trusted root (``AppReceiptVerifier``).
    public static var untrusted: Self { Self(rawValue: "receipt-untrusted") }
    /// The receipt is another app's: its bundle identifier is not the one expected.
    public static var wrongBundle: Self { Self(rawValue: "receipt-wrong-bundle") }
}
