import Foundation

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
        if let decoded = text.withContiguousStorageIfAvailable({ decode(buffer: $0) }) {
            return decoded
        }
        return Array(text).withUnsafeBufferPointer { decode(buffer: $0) }
    }

    /// Four characters at a time into a preallocated buffer; invalid characters map to 0xFF, whose
    /// high bit survives the OR of a group and rejects it.
    private static func decode(buffer text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let count = text.count
        let remainder = count % 4
        guard remainder != 1 else { return nil }
        let outputCount = count / 4 * 3 + (remainder == 0 ? 0 : remainder - 1)
        var valid = true
        let output = decodeTable.withUnsafeBufferPointer { table in
            [UInt8](unsafeUninitializedCapacity: outputCount) { output, initialized in
                var input = 0
                var written = 0
                while input + 4 <= count {
                    let a = table[Int(text[input])]
                    let b = table[Int(text[input + 1])]
                    let c = table[Int(text[input + 2])]
                    let d = table[Int(text[input + 3])]
                    guard (a | b | c | d) & 0x80 == 0 else {
                        valid = false
                        break
                    }
                    let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                    output[written] = UInt8(truncatingIfNeeded: group >> 16)
                    output[written + 1] = UInt8(truncatingIfNeeded: group >> 8)
                    output[written + 2] = UInt8(truncatingIfNeeded: group)
                    input += 4
                    written += 3
                }
                if valid && remainder > 0 {
                    let a = table[Int(text[input])]
                    let b = table[Int(text[input + 1])]
                    let c = remainder == 3 ? table[Int(text[input + 2])] : 0
                    let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6
                    let trailingBits: UInt32 = remainder == 3 ? group & 0xFF : group & 0xFFFF
                    if (a | b | c) & 0x80 != 0 || trailingBits != 0 {
                        valid = false
                    } else {
                        output[written] = UInt8(truncatingIfNeeded: group >> 16)
                        if remainder == 3 { output[written + 1] = UInt8(truncatingIfNeeded: group >> 8) }
                        written += remainder - 1
                    }
                }
                initialized = valid ? written : 0
            }
        }
        return valid ? output : nil
    }

    /// Encodes bytes as unpadded base64url.
    static func encode<Bytes: ContiguousBytes>(_ bytes: Bytes) -> String {
        bytes.withUnsafeBytes { input in
            let count = input.count
            let length = (count / 3) * 4 + [0, 2, 3][count % 3]
            let output = [UInt8](unsafeUninitializedCapacity: length) { output, initialized in
                alphabet.withUnsafeBufferPointer { table in
                    var read = 0
                    var written = 0
                    while read + 3 <= count {
                        let group = UInt32(input[read]) << 16 | UInt32(input[read + 1]) << 8 | UInt32(input[read + 2])
                        output[written] = table[Int(group >> 18)]
                        output[written + 1] = table[Int((group >> 12) & 0x3F)]
                        output[written + 2] = table[Int((group >> 6) & 0x3F)]
                        output[written + 3] = table[Int(group & 0x3F)]
                        read += 3
                        written += 4
                    }
                    if count - read == 1 {
                        let group = UInt32(input[read]) << 16
                        output[written] = table[Int(group >> 18)]
                        output[written + 1] = table[Int((group >> 12) & 0x3F)]
                    } else if count - read == 2 {
                        let group = UInt32(input[read]) << 16 | UInt32(input[read + 1]) << 8
                        output[written] = table[Int(group >> 18)]
                        output[written + 1] = table[Int((group >> 12) & 0x3F)]
                        output[written + 2] = table[Int((group >> 6) & 0x3F)]
                    }
                }
                initialized = length
            }
            return String(decoding: output, as: UTF8.self)
        }
    }
}
