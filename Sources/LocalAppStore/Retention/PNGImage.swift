/// What the store reads of an uploaded PNG: its dimensions and whether it can be transparent. Reads the
/// signature, the `IHDR` chunk and the chunk headers after it up to `IEND` (never the pixels); anything
/// else is a ``Problem``.
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
        width = Int(Self.uint32(bytes, at: 16))
        height = Int(Self.uint32(bytes, at: 20))
        guard width > 0, height > 0 else { throw Problem(reason: "the PNG has no pixels") }
        let colorType = bytes[25]
        var transparency = colorType == 4 || colorType == 6
        var offset = 33
        var ended = false
        // Walk the chunk headers up to IEND: a tRNS chunk makes a palette or grey image transparent.
        while !ended, offset + 8 <= bytes.count {
            let length = Int(Self.uint32(bytes, at: offset))
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            let (next, overflow) = offset.addingReportingOverflow(12 + length)
            guard !overflow, next <= bytes.count else { throw Problem(reason: "a PNG chunk runs past the end of the file") }
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
