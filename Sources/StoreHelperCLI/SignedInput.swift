#if Server
import AppStoreModels
import Foundation

/// Reads signed data from a file or stdin: a compact JWS, or a notification body `{"signedPayload": "…"}`.
enum SignedInput {
    /// Inputs larger than this are refused before being read whole.
    static let maximumFileSize = 16 * 1024 * 1024

    /// The bytes of a file, or of stdin for `-`, refusing more than ``maximumFileSize``.
    static func readBytes(_ path: String) throws -> Data {
        try InputFile.read(path, limit: maximumFileSize, what: "input")
    }

    /// A compact JWS from a file or stdin: as is, or the `signedPayload` of a notification body.
    static func read(_ path: String) throws -> String {
        let data = try readBytes(path)
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("{") {
            guard let body = try? JSONDecoder().decode(ResponseBodyV2.self, from: Data(text.utf8)) else {
                throw CommandFailure(.malformedInput, "a JSON input must be an object with a string 'signedPayload'")
            }
            return body.signedPayload
        }
        return text
    }
}
#endif
