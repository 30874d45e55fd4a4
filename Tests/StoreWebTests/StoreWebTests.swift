#if Server
import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import Testing

@testable import StoreWeb

@Suite struct ChartTests {
    @Test func ticksAreRoundAndCoverTheValues() {
        #expect(Chart.ticks(upTo: 97, from: 0) == [0, 50, 100])
        #expect(Chart.ticks(upTo: 7, from: 0) == [0, 2, 4, 6, 8])
        #expect(Chart.ticks(upTo: 0, from: 0) == [0, 1])
        #expect(Chart.ticks(upTo: 5, from: -3) == [-4, -2, 0, 2, 4, 6])
        #expect(Chart.ticks(upTo: 1, from: 0) == [0, 0.5, 1])
        #expect(Chart.ticks(upTo: 1, from: 0, smallestStep: 1) == [0, 1], "counts have whole ticks")
    }

    @Test func theChartHasATitleAxesAndATitlePerPointEscaped() {
        let chart = Chart(
            title: "MRR <USD>",
            points: [.init(label: "Nov 1", value: 10), .init(label: "Nov 2", value: 12.5), .init(label: "A&B", value: 0)]
        )
        let svg = chart.svg
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.hasSuffix("</svg>"))
        #expect(svg.contains("<title id=\"chart-"))
        #expect(svg.contains("MRR &lt;USD&gt;"))
        #expect(!svg.contains("<USD>"))
        #expect(svg.components(separatedBy: "<circle").count - 1 == 3)
        #expect(svg.contains("<title>Nov 2: 12.50</title>"))
        #expect(svg.contains("<title>A&amp;B: 0</title>"))
        #expect(svg.contains("<polyline"))
        #expect(svg.contains(">15</text>"))  // a y tick above the highest value
    }

    @Test func barsHaveARectAndATitleEach() {
        let chart = Chart(title: "LTV", points: [.init(label: "2026-01", value: 12), .init(label: "2026-02", value: 0)], style: .bars)
        let svg = chart.svg
        #expect(svg.components(separatedBy: "<rect").count - 1 == 2)
        #expect(svg.contains("<title>2026-01: 12</title></rect>"))
        #expect(svg.contains(">2026-02</text>"), "every category is labelled")
        #expect(!svg.contains("<polyline") && !svg.contains("<circle"))
    }

    @Test func oneOrNoPointsStillDrawAChart() {
        #expect(Chart(title: "empty", points: []).svg.contains("</svg>"))
        #expect(!Chart(title: "one", points: [.init(label: "x", value: 3)]).svg.contains("<polyline"))
    }
}

@Suite struct FormTests {
    @Test func fieldsArePercentDecoded() throws {
        let form = try Form("by=1d12h&value=two+words&note=caf%C3%A9&empty=&flag")
        #expect(form["by"] == "1d12h")
        #expect(form["value"] == "two words")
        #expect(form["note"] == "café")
        #expect(form["empty"] == "")
        #expect(form["flag"] == "")
        #expect(throws: WebError.self) { try form.required("empty") }
        #expect(throws: WebError.self) { try form.required("missing") }
    }

    @Test func badEncodingIsATypedError() {
        do {
            _ = try Form("a=%ZZ")
            Issue.record("a bad percent escape was accepted")
        } catch {
            #expect(error.kind == .badForm)
            #expect(HTTPFailure(error).status == .badRequest)
        }
    }

    @Test func formsFromThisHostGoThroughAndFromAnotherAreRefused() throws {
        let formGuard = FormGuard()
        let form = try Form("csrf=\(formGuard.token(for: "page").addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
        func request(authority: String, origin: String?, site: String? = nil) -> Request {
            var head = HTTPRequest(method: .post, scheme: "http", authority: authority, path: "/console/advance")
            if let origin { head.headerFields[.origin] = origin }
            if let site { head.headerFields[HTTPField.Name("Sec-Fetch-Site")!] = site }
            return Request(head: head, body: RequestBody(buffer: ByteBuffer()))
        }
        for (authority, origin) in [
            ("127.0.0.1:8080", "http://127.0.0.1:8080"), ("[::1]:8080", "http://[::1]:8080"), ("example.com", "https://example.com"),
        ] {
            #expect(throws: Never.self) { try formGuard.check(request(authority: authority, origin: origin), form: form, binding: "page") }
        }
        #expect(throws: Never.self) { try formGuard.check(request(authority: "127.0.0.1:8080", origin: nil), form: form, binding: "page") }
        let refused: [Request] = [
            request(authority: "127.0.0.1:8080", origin: "http://127.0.0.1:9090"),
            request(authority: "[::1]:8080", origin: "http://evil.example:8080"),
            request(authority: "127.0.0.1:8080", origin: "null"),
            request(authority: "127.0.0.1:8080", origin: nil, site: "cross-site"),
        ]
        for bad in refused {
            #expect(throws: WebError.self) { try formGuard.check(bad, form: form, binding: "page") }
        }
        #expect(throws: WebError.self) { try formGuard.check(request(authority: "127.0.0.1:8080", origin: nil), form: form, binding: "other") }
    }

    @Test func tokensAreBoundToTheirPurposeAndKey() {
        let key = SymmetricKey(size: .bits256)
        let guardA = FormGuard(key: key)
        #expect(guardA.token(for: "a") == FormGuard(key: key).token(for: "a"))
        #expect(guardA.token(for: "a") != guardA.token(for: "b"))
        #expect(guardA.token(for: "a") != FormGuard().token(for: "a"))
    }
}

@Suite struct WebPagesTests {
    @Test func aFormTakesItsTokenFromTheCsrfPartialEscaped() {
        let pages = WebPages([
            "page": #"{{<layout}}{{$main}}{{#forms}}<form method="post" action="/{{name}}">{{>csrf}}</form>{{/forms}}{{/main}}{{/layout}}"#
        ])
        let html = pages.text("page", ["title": "T", "csrf": "a+b/c=\"<", "forms": [["name": "one"], ["name": "two"]]])
        let field = #"<input type="hidden" name="csrf" value="a+b/c=&quot;&lt;">"#
        #expect(html.contains(#"<form method="post" action="/one">\#(field)</form>"#))
        #expect(html.contains(#"<form method="post" action="/two">\#(field)</form>"#), "the token is found from inside a section")
    }
}
#endif
