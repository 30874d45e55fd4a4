import AppStoreModels
import Foundation

/// Reads signed data from a file or stdin: a compact JWS, or a notification body `{"signedPayload": "…"}`.
enum SignedInput {
    /// Inputs larger than this are refused before being read whole.
    static let maximumFileSize = 16 * 1024 * 1024

    /// The bytes of a file, or of stdin for `-`, refusing more than ``maximumFileSize``.
    static func readBytes(_ path: String) throws -> Data {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readData(ofLength: maximumFileSize + 1)
        } else {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw CommandFailure("unreadable-input: cannot read \(path)")
            }
            defer { try? handle.close() }
            data = handle.readData(ofLength: maximumFileSize + 1)
        }
        guard data.count <= maximumFileSize else {
            throw CommandFailure("input-too-large: input is over \(maximumFileSize) bytes")
        }
        return data
    }

    /// A compact JWS from a file or stdin: as is, or the `signedPayload` of a notification body.
    static func read(_ path: String) throws -> String {
        let data = try readBytes(path)
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("{") {
            guard let body = try? JSONDecoder().decode(ResponseBodyV2.self, from: Data(text.utf8)) else {
                throw CommandFailure("malformed-input: a JSON input must be an object with a string 'signedPayload'")
            }
            return body.signedPayload
        }
        return text
    }
}
