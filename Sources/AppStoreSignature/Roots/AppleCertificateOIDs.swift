public import SwiftASN1

/// Apple's certificate policy extensions that mark App Store signing certificates.
public enum AppleCertificateOIDs {
    /// Carried by Apple's WWDR intermediate (1.2.840.113635.100.6.2.1).
    public static let intermediate: ASN1ObjectIdentifier = [1, 2, 840, 113_635, 100, 6, 2, 1]
    /// Carried by the App Store receipt-signing leaf (1.2.840.113635.100.6.11.1).
    public static let leaf: ASN1ObjectIdentifier = [1, 2, 840, 113_635, 100, 6, 11, 1]
}
