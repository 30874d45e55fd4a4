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
        #expect(
            proxies.client(peer: "127.0.0.1", forwarded: [#"for=198.51.100.9, for="[2001:db8::1]:4711";proto=https, for=10.0.0.2"#], forwardedFor: [])
                == "2001:db8::1",
            "Forwarded wins and is read as RFC 7239 writes it"
        )
        #expect(proxies.client(peer: "127.0.0.1", forwarded: [], forwardedFor: ["203.0.113.7:51000"]) == "203.0.113.7", "a port is dropped")
        #expect(proxies.client(peer: "127.0.0.1", forwarded: [], forwardedFor: []) == "127.0.0.1", "nothing forwarded: the proxy")
        #expect(proxies.client(peer: "127.0.0.1", forwarded: [], forwardedFor: ["10.0.0.3"]) == "10.0.0.3", "all trusted: the first")
        #expect(proxies.client(peer: "198.51.100.1", forwarded: [], forwardedFor: ["203.0.113.7"]) == "198.51.100.1", "an untrusted peer")
    }
}
