#if Server
import Foundation
public import Hummingbird

/// The fields of an `application/x-www-form-urlencoded` body, read with a size cap.
public struct Form: Sendable {
    /// The largest form body read (a console or dashboard form is a few hundred bytes).
    public static let largestBody = 16 * 1024

    public private(set) var fields: [String: String] = [:]

    /// Parses `text` (`a=1&b=two+words`); a later field of the same name wins.
    public init(_ text: String) throws(WebError) {
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]), let value = Self.decode(parts.count > 1 ? parts[1] : "") else {
                throw .badForm("a form field is not percent-encoded correctly")
            }
            fields[name] = value
        }
    }

    /// Reads and parses the body of `request` (at most ``largestBody`` bytes).
    public init(_ request: Request) async throws(WebError) {
        var request = request
        let buffer: ByteBuffer
        do { buffer = try await request.collectBody(upTo: Self.largestBody) } catch {
            throw .badForm("the form is larger than \(Self.largestBody) bytes or did not arrive whole")
        }
        try self.init(String(buffer: buffer))
    }

    public subscript(_ name: String) -> String? { fields[name] }

    /// The field `name`, trimmed; a typed error when it is missing or empty.
    public func required(_ name: String) throws(WebError) -> String {
        guard let value = fields[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            throw .badForm("the form has no \(name)")
        }
        return value
    }

    private static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
#endif
