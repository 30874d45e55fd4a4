import LocalAppStore
import LocalAppStoreRetention

/// PNG files as far as a reader of their chunks sees them — the signature, the `IHDR` header and the chunks with
/// their CRCs — for the Retention Messaging tests (the pixels are never decoded, so there are none).
public enum TestPNG {
    /// A PNG of `width` × `height` in `colorType` (2: RGB; 6: RGB with alpha), with a `tRNS` chunk when asked.
    public static func make(width: UInt32, height: UInt32, colorType: UInt8 = 2, transparencyChunk: Bool = false) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            bigEndian(UInt32(data.count)) + Array(type.utf8) + data + bigEndian(CRC32.checksum(ArraySlice(Array(type.utf8) + data)))
        }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0])
        if transparencyChunk { bytes += chunk("tRNS", [0]) }
        bytes += chunk("IDAT", [1, 2, 3])
        bytes += chunk("IEND", [])
        return bytes
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
}
