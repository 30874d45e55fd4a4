import SwiftASN1
public import X509

extension Certificate {
    /// The certificate's DER encoding (what `x5c` carries, base64-encoded).
    public func derBytes() throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(self)
        return serializer.serializedBytes
    }
}
