import AppStoreSignature
import Entitlements
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperLocal
import StoreHelperTesting
import StoreKitConfiguration
import StoreKitInterface
import Testing

/// The README's StoreHelper example is app code (`Examples/ReadmeExample/main.swift`, run by CI with
/// `swift run ReadmeExample`); these tests check that the README quotes it exactly, and what the local
/// store gives under Apple's root.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReadmeExampleTests {
    /// Under Apple's root, the local store's data verifies as nothing: nothing is granted, and the helper
    /// says why.
    @Test func theLocalStoreUnderApplesRootGrantsNothing() async throws {
        let file = try ConfigurationFile.load(Data(contentsOf: Florist.storekitURL))
        let device = try LocalStore(store: LocalAppStore(configuration: file, bundleId: Florist.bundleId, now: Date()))
        let production = SignedDataVerifier(
            policy: try VerificationPolicy(bundleId: Florist.bundleId, appAppleId: 1_234_567_890, environment: .production)
        )
        let strict = StoreHelper(
            configuration: try ProductConfiguration(contentsOf: Florist.productsPlistURL),
            store: device,
            verifier: production,
            ledger: try ConsumableLedger(store: InMemoryLedgerStore())
        )
        await strict.start()
        let large = try #require(strict.product("com.storehelper.nonconsumable.flowers-large"))
        let refused = await #expect(throws: StoreHelperError.self) { try await strict.purchase(large) }
        #expect(refused?.kind == .verification && strict.purchaseState == .failedVerification)
        #expect(refused?.localizedDescription.contains("nothing was granted") == true)
        #expect(strict.purchasedProducts.isEmpty)
    }

    /// The lines of the repository's `path` between the line `start` and the next line `end` (each
    /// trimmed before comparing), without their common indentation.
    static func markedLines(in path: String, from start: String, to end: String) throws -> [String] {
        let source = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == start })
        let stop = try #require(lines[begin...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == end })
        let body = Array(lines[(begin + 1)..<stop])
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.count))) }
    }

    /// The marked imports of `path`, a blank line, then its marked body: a code block as the README quotes it.
    static func quotedBlock(in path: String, marker: String) throws -> String {
        let imports = try markedLines(in: path, from: "// \(marker): imports", to: "// \(marker): end")
        let body = try markedLines(in: path, from: "// \(marker): body", to: "// \(marker): end")
        return (imports + [""] + body).joined(separator: "\n")
    }

    static func readme() throws -> String {
        try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func theReadmeQuotesTheExampleExactly() throws {
        let example = try Self.quotedBlock(in: "Examples/ReadmeExample/main.swift", marker: "README example")
        #expect(try Self.readme().contains("```swift\n\(example)\n```"), "README.md must quote Examples/ReadmeExample/main.swift:\n\(example)")
    }

    /// The DocC article "Getting started" and the README show exactly the body of `Examples/ReadmeExample/GettingStarted.swift`,
    /// which is compiled as an app's code.
    @Test func gettingStartedQuotesCompiledCode() throws {
        let code = try Self.markedLines(
            in: "Examples/ReadmeExample/GettingStarted.swift",
            from: "// Getting started: body",
            to: "// Getting started: end"
        )
        .joined(separator: "\n")
        let article = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Sources/StoreHelper/StoreHelper.docc/GettingStarted.md"),
            encoding: .utf8
        )
        #expect(article.contains("```swift\nimport StoreHelper\n\n\(code)\n```"), "GettingStarted.md must quote:\n\(code)")
        #expect(try Self.readme().contains("```swift\nimport StoreHelper\n\n\(code)\n```"), "README.md's \"Use it in your app\" must quote:\n\(code)")
    }

    /// The README's other code blocks are the marked parts of `Examples/ReadmeSnippets` (a target CI
    /// compiles), quoted exactly: their imports, a blank line, their body.
    @Test(arguments: [
        ("verification", "Verification.swift"), ("entitlements", "Entitlements.swift"), ("local-store", "LocalStore.swift"),
        ("server-api", "ServerAPI.swift"),
    ])
    func theReadmesSnippetsQuoteCompiledCode(name: String, file: String) throws {
        let snippet = try Self.quotedBlock(in: "Examples/ReadmeSnippets/\(file)", marker: "README snippet \(name)")
        #expect(try Self.readme().contains("```swift\n\(snippet)\n```"), "README.md must quote Examples/ReadmeSnippets/\(file):\n\(snippet)")
    }

    /// Every code block of the README is one of the compiled ones above.
    @Test func theReadmeHasNoUncompiledSwiftBlock() throws {
        #expect(try Self.readme().components(separatedBy: "```swift\n").count - 1 == 6, "two from ReadmeExample, four from ReadmeSnippets")
    }

    /// Every public error says what was wrong through `localizedDescription`, not Foundation's generic
    /// "The operation could not be completed".
    @Test func everyPublicErrorDescribesItself() {
        let errors: [any Error] = [
            StoreHelperError.noOfferSigner, StoreError.unknownProduct("x"), VerificationError.invalidSignature,
            StoreFailure(StoreError.unknownProduct("x")), LedgerError.insufficientBalance(productId: "x", balance: 0, requested: 1),
            SigningError(.invalidKey, "the key is not a P-256 key"), ConfigurationError(path: "$.products", reason: "missing"),
        ]
        for error in errors {
            #expect(error.localizedDescription.hasSuffix("\(error)"), "\(type(of: error)): \(error.localizedDescription)")
            #expect(!error.localizedDescription.contains("could not be completed"), "\(type(of: error))")
        }
    }
}
