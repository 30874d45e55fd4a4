#if Server
import StoreServer
import Testing

/// Which address a request is counted for: a trusted proxy's forwarded client, never a header from anyone else.
@Suite struct TrustedProxiesTests {
    @Test func addressesAndRangesOfBothFamiliesAreTrustedAndNothingElse() throws {
        let proxies = try #require(TrustedProxies(["10.0.0.0/8", "192.0.2.7", "fd00::/8", "::1"]))
        for trusted in ["10.1.2.3", "10.255.255.255", "192.0.2.7", "fd12::1", "::1", "::ffff:10.0.0.1"] {
            #expect(proxies.trusts(trusted), "\(trusted)")
        }
        for other in ["11.0.0.1", "192.0.2.8", "fe80::1", "::2", "unknown", "", "10.0.0.1.example"] {
            #expect(!proxies.trusts(other), "\(other)")
        }
        for bad in ["10.0.0.0/33", "fd00::/129", "not-an-address", "10.0.0/8", "10.0.0.0/-1"] {
            #expect(TrustedProxies([bad]) == nil, "\(bad)")
        }
        #expect(!TrustedProxies.none.trusts("127.0.0.1"))
    }

    @Test func theClientIsTheRightMostForwardedAddressThatIsNotATrustedProxy() throws {
        let proxies = try #require(TrustedProxies(["127.0.0.1", "10.0.0.0/8"]))
        #expect(proxies.client(peer: "127.0.0.1", forwarded: [], forwardedFor: ["198.51.100.9, 203.0.113.7, 10.0.0.2"]) == "203.0.113.7")
        #expect(proxies.client(peer: "127.0.0.1", forwarded: [], forwardedFor: ["203.0.113.7", "10.0.0.2"]) == "203.0.113.7", "two fields")
        let rfc7239 = try #require(TrustedProxies(["127.0.0.1", "10.0.0.0/8"], header: .forwarded))
        #expect(
            rfc7239.client(peer: "127.0.0.1", forwarded: [#"for=198.51.100.9, for="[2001:db8::1]:4711";proto=https, for=10.0.0.2"#], forwardedFor: [])
                == "2001:db8::1",
            "Forwarded is read as RFC 7239 writes it"
        )
        #expect(proxies.client(peer: "127.0.0.1", forwarded: [], forwardedFor: ["203.0.113.7:51000"]) == "203.0.113.7", "a port is dropped")
        #expect(proxies.client(peer: "127.0.0.1", forwarded: [], forwardedFor: []) == "127.0.0.1", "nothing forwarded: the proxy")
        #expect(proxies.client(peer: "127.0.0.1", forwarded: [], forwardedFor: ["10.0.0.3"]) == "10.0.0.3", "all trusted: the first")
        #expect(proxies.client(peer: "198.51.100.1", forwarded: [], forwardedFor: ["203.0.113.7"]) == "198.51.100.1", "an untrusted peer")
    }

    /// Issue 59: behind an nginx that appends to `X-Forwarded-For`, a client wrote its own `Forwarded` (which won)
    /// and 64 addresses of its own before the proxy's (which pushed the proxy's out), and so chose its address.
    @Test func aClientCannotChooseItsAddressByForgingEitherHeader() throws {
        let nginx = try #require(TrustedProxies(["127.0.0.1"]))
        #expect(nginx.header == .xForwardedFor, "the default is the header nginx and most balancers write")
        // nginx's $proxy_add_x_forwarded_for: what the client sent, then ", " and the client's address.
        let appended = "198.51.100.1, 198.51.100.2, 203.0.113.7"
        #expect(nginx.client(peer: "127.0.0.1", forwarded: ["for=198.51.100.66"], forwardedFor: [appended]) == "203.0.113.7", "Forwarded forged")
        let prepended = (1...200).map { "198.51.100.\($0 % 250)" }.joined(separator: ", ") + ", 203.0.113.7"
        #expect(nginx.client(peer: "127.0.0.1", forwarded: [], forwardedFor: [prepended]) == "203.0.113.7", "200 hops prepended")
        #expect(nginx.client(peer: "127.0.0.1", forwarded: [], forwardedFor: ["198.51.100.1", "203.0.113.7"]) == "203.0.113.7")

        let rfc7239 = try #require(TrustedProxies(["127.0.0.1"], header: .forwarded))
        let forwarded = "for=198.51.100.1, for=203.0.113.7"
        #expect(rfc7239.client(peer: "127.0.0.1", forwarded: [forwarded], forwardedFor: ["198.51.100.66"]) == "203.0.113.7", "X-Forwarded-For forged")
        let many = (1...200).map { "for=198.51.100.\($0 % 250)" }.joined(separator: ", ") + ", for=203.0.113.7"
        #expect(rfc7239.client(peer: "127.0.0.1", forwarded: [many], forwardedFor: []) == "203.0.113.7", "200 hops prepended")
    }
}
#endif
