/// Base64url (RFC 4648 §5, no padding) over bytes, without Foundation string round-trips.
///
/// This is an encoding, not cryptography: it only maps bytes to text and back.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    private static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// Decodes unpadded base64url; `nil` on any character outside the alphabet, on padding,
    /// on an impossible length, or on non-zero trailing bits (so every byte string has exactly one encoding).
    static func decode<Bytes: Collection>(_ text: Bytes) -> [UInt8]? where Bytes.Element == UInt8 {
        let count = text.count
        guard count % 4 != 1 else { return nil }
        var output = [UInt8]()
        output.reserveCapacity(count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        for character in text {
            let value = decodeTable[Int(character)]
            guard value != 0xFF else { return nil }
            accumulator = (accumulator << 6) | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        guard accumulator & ((1 << UInt32(bits)) - 1) == 0 else { return nil }
        return output
    }

    /// Encodes bytes as unpadded base64url.
    static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var output = [UInt8]()
        var accumulator: UInt32 = 0
        var bits = 0
        for byte in bytes {
            accumulator = (accumulator << 8) | UInt32(byte)
            bits += 8
            while bits >= 6 {
                bits -= 6
                output.append(alphabet[Int((accumulator >> UInt32(bits)) & 0x3F)])
            }
        }
        if bits > 0 {
            output.append(alphabet[Int((accumulator << UInt32(6 - bits)) & 0x3F)])
        }
        return String(decoding: output, as: UTF8.self)
    }
}
