import AppStoreSignature
import Entitlements
import Foundation
import LocalAppStore
import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
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

    static func readme() throws -> String { try QuotedCode.text("README.md") }

    @Test func theReadmeQuotesTheExampleExactly() throws {
        let example = try QuotedCode.block(in: "Examples/ReadmeExample/main.swift", marker: "README example")
        #expect(try Self.readme().contains("```swift\n\(example)\n```"), "README.md must quote Examples/ReadmeExample/main.swift:\n\(example)")
    }

    /// The README's other code blocks are the marked parts of files CI compiles as app code (`Examples/ReadmeSnippets`;
    /// `Examples/FloristScreens`, type-checked as iOS and macOS), quoted exactly: imports, a blank line, the body.
    /// (The chapters' blocks moved with the chapters into the DocC articles, which `DocCArticleTests` checks.)
    @Test(arguments: [("app", "Examples/ReadmeSnippets/App.swift"), ("screens", "Examples/FloristScreens/ShopScreen.swift")])
    func theReadmesSnippetsQuoteCompiledCode(name: String, file: String) throws {
        let snippet = try QuotedCode.block(in: file, marker: "README snippet \(name)")
        #expect(try Self.readme().contains("```swift\n\(snippet)\n```"), "README.md must quote \(file):\n\(snippet)")
    }

    /// Every code block of the README is one of the compiled ones above.
    @Test func theReadmeHasNoUncompiledSwiftBlock() throws {
        #expect(QuotedCode.swiftBlocks(of: try Self.readme()).count == 3, "one from ReadmeExample, one from ReadmeSnippets, one from FloristScreens")
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
