#if Server
import Foundation
import NIOCore

/// The proxies in front of the server whose forwarded client address is believed: a request that comes from one of
/// them is counted for the address it forwards (the right-most one that is not itself a trusted proxy); a request
/// from anywhere else is counted for its peer, whatever its headers say. Only the header family the proxies write
/// (``Header``) is read: a client can write the other one, and the proxy passes it on untouched.
public struct TrustedProxies: Sendable, Hashable {
    /// The header the trusted proxies append the client's address to.
    public enum Header: String, Sendable, Hashable, CaseIterable {
        /// `X-Forwarded-For` (nginx's `$proxy_add_x_forwarded_for`, most load balancers): the default.
        case xForwardedFor = "x-forwarded-for"
        /// `Forwarded` (RFC 7239) `for=` parameters.
        case forwarded
    }

    /// The most hops read, counted from the right: a proxy appends on the right, so hops past this are dropped from
    /// the left, where a client writes its own.
    static let maximumHops = 64

    /// An address and how many of its leading bits must match (an IPv4 address as IPv6's `::ffff:a.b.c.d`).
    struct Range: Sendable, Hashable {
        let bytes: [UInt8]
        let prefix: Int

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var left = prefix
            for (mine, theirs) in zip(bytes, address) where left > 0 {
                let bits = min(8, left)
                let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
                if mine & mask != theirs & mask { return false }
                left -= bits
            }
            return true
        }
    }

    let ranges: [Range]
    /// The header the proxies write.
    public let header: Header

    /// No proxy is trusted: every request is counted for its peer.
    public static let none = TrustedProxies(ranges: [], header: .xForwardedFor)

    init(ranges: [Range], header: Header) {
        self.ranges = ranges
        self.header = header
    }

    /// Parses addresses (`10.0.0.1`, `::1`) and ranges (`10.0.0.0/8`, `fd00::/8`) of proxies that write
    /// `X-Forwarded-For`; nil for anything else.
    public init?(_ entries: [String]) {
        self.init(entries, header: .xForwardedFor)
    }

    /// Parses addresses (`10.0.0.1`, `::1`) and ranges (`10.0.0.0/8`, `fd00::/8`) of proxies that write `header`;
    /// nil for anything else.
    public init?(_ entries: [String], header: Header) {
        var ranges: [Range] = []
        for entry in entries {
            let parts = entry.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let address = Self.bytes(String(parts[0])) else { return nil }
            let isV4 = !parts[0].contains(":")
            let width = isV4 ? 32 : 128
            guard let prefix = parts.count == 2 ? Int(parts[1]) : width, (0...width).contains(prefix) else { return nil }
            ranges.append(Range(bytes: address, prefix: prefix + (isV4 ? 96 : 0)))
        }
        self.ranges = ranges
        self.header = header
    }

    /// Whether `address` (text) is one of the trusted proxies.
    public func trusts(_ address: String) -> Bool {
        guard let bytes = Self.bytes(address) else { return false }
        return ranges.contains { $0.contains(bytes) }
    }

    /// Who sent a request that came from `peer` with these `Forwarded` and `X-Forwarded-For` field values: of the
    /// header the proxies write, the right-most address that is not a trusted proxy (the left-most read when all
    /// are); the other header is ignored.
    public func client(peer: String, forwarded: [String], forwardedFor: [String]) -> String {
        guard trusts(peer) else { return peer }
        let hops =
            switch header {
            case .xForwardedFor: Self.hops(forwardedFor: forwardedFor)
            case .forwarded: Self.hops(forwarded: forwarded)
            }
        for hop in hops.reversed() where !trusts(hop) { return hop }
        return hops.first ?? peer
    }

    /// The last ``maximumHops`` addresses of `X-Forwarded-For`, first (the client) to last.
    static func hops(forwardedFor values: [String]) -> [String] {
        let addresses: [String] = values.flatMap { $0.split(separator: ",") }.map { Self.address(String($0)) }
        return Array(addresses.filter { !$0.isEmpty }.suffix(maximumHops))
    }

    /// The `for=` of the last ``maximumHops`` elements of `Forwarded`, first to last.
    static func hops(forwarded values: [String]) -> [String] {
        var hops: [String] = []
        for element in values.flatMap({ $0.split(separator: ",") }).suffix(maximumHops) {
            for pair in element.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "for" else { continue }
                hops.append(Self.address(String(parts[1])))
            }
        }
        return hops.filter { !$0.isEmpty }
    }

    /// A node as written (`"[2001:db8::1]:4711"`, `192.0.2.1:80`, `192.0.2.1`) without quotes, brackets and port.
    static func address(_ node: String) -> String {
        var text = node.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("["), let end = text.firstIndex(of: "]") { return String(text[text.index(after: text.startIndex)..<end]) }
        if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") { return String(text[..<colon]) }
        return String(text.prefix(64))
    }

    /// The 16 bytes of an IPv6 address, or of an IPv4 one mapped into IPv6; nil for anything else. NIO parses the
    /// text; the bytes are read from its socket address, where BSD and Linux put them at the same offsets
    /// (`sin_addr` at 4 of `sockaddr_in`, `sin6_addr` at 8 of `sockaddr_in6`, RFC 3493).
    static func bytes(_ text: String) -> [UInt8]? {
        guard !text.isEmpty, text.utf8.count <= 64, let address = try? SocketAddress(ipAddress: text, port: 0) else { return nil }
        let raw = address.withSockAddr { pointer, size in Array(UnsafeRawBufferPointer(start: pointer, count: size)) }
        switch address {
        case .v4 where raw.count >= 8: return [UInt8](repeating: 0, count: 10) + [0xFF, 0xFF] + raw[4..<8]
        case .v6 where raw.count >= 24: return Array(raw[8..<24])
        default: return nil
        }
    }
}
#endif
