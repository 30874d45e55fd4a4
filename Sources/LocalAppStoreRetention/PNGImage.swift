/// What the store reads of an uploaded PNG: its dimensions and whether it can be transparent. Reads the
/// signature, the `IHDR` chunk (its fields as the PNG specification allows them) and every chunk up to `IEND`,
/// each checked against its CRC (the pixels are never decoded); anything else is a ``Problem``.
struct PNGImage: Hashable, Sendable {
    var width: Int
    var height: Int
    /// An alpha channel (colour types 4 and 6) or a `tRNS` chunk.
    var hasTransparency: Bool

    /// Why bytes are not a PNG the store accepts.
    struct Problem: Error, Hashable {
        var reason: String
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    init(_ bytes: [UInt8]) throws(Problem) {
        guard bytes.count >= 33, Array(bytes[0..<8]) == Self.signature else { throw Problem(reason: "the image is not a PNG") }
        guard Self.uint32(bytes, at: 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw Problem(reason: "the PNG does not start with its IHDR header")
        }
        guard CRC32.checksum(bytes[12..<29]) == Self.uint32(bytes, at: 29) else {
            throw Problem(reason: "the PNG's IHDR fails its CRC: the file is damaged")
        }
        width = Int(Self.uint32(bytes, at: 16))
        height = Int(Self.uint32(bytes, at: 20))
        guard width > 0, height > 0 else { throw Problem(reason: "the PNG has no pixels") }
        // PNG, section 11.2.2: dimensions up to 2^31 - 1; each colour type with its bit depths; methods 0; interlace 0 or 1.
        guard width <= Int(Int32.max), height <= Int(Int32.max) else { throw Problem(reason: "the PNG is \(width) × \(height), past PNG's limits") }
        let colorType = bytes[25]
        let depths: [UInt8: Set<UInt8>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[colorType], allowed.contains(bytes[24]) else {
            throw Problem(reason: "the PNG's colour type \(colorType) with bit depth \(bytes[24]) is not PNG's")
        }
        guard bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else {
            throw Problem(reason: "the PNG's compression, filter or interlace method is not PNG's")
        }
        var transparency = colorType == 4 || colorType == 6
        var offset = 33
        var ended = false
        // Walk the chunk headers up to IEND: a tRNS chunk makes a palette or grey image transparent.
        while !ended, offset + 8 <= bytes.count {
            let length = Int(Self.uint32(bytes, at: offset))
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            let (next, overflow) = offset.addingReportingOverflow(12 + length)
            guard !overflow, next <= bytes.count else { throw Problem(reason: "a PNG chunk runs past the end of the file") }
            guard CRC32.checksum(bytes[(offset + 4)..<(next - 4)]) == Self.uint32(bytes, at: next - 4) else {
                throw Problem(reason: "a PNG chunk (\(String(decoding: type, as: UTF8.self))) fails its CRC: the file is damaged")
            }
            if type == Array("tRNS".utf8) { transparency = true }
            ended = type == Array("IEND".utf8)
            offset = next
        }
        guard ended else { throw Problem(reason: "the PNG ends before its IEND chunk") }
        hasTransparency = transparency
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
