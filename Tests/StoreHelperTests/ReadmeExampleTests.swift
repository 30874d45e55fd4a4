// swift-format-ignore-file: OrderedImports
// (the README quotes the first group of imports; the test's own follow it)
// README example: imports
import AppStoreSignature  // SignedDataVerifier
import Entitlements  // ConsumableLedger, FileLedgerStore
import Foundation
import LocalAppStore  // the local App Store
import StoreHelper
import StoreHelperLocal  // LocalStore: the local App Store as the helper's Store
import StoreKitConfiguration  // the .storekit reader
// README example: end
import AppStoreModels
import StoreKitInterface
import StoreHelperTesting
import Testing

/// The README's StoreHelper example, compiled and run as written (from the repository root, as the
/// README says); another test checks that the README quotes it exactly.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsWritten() async throws {
        let ledgerURL = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: ledgerURL) }

        // README example: body
        let file = try ConfigurationFile.load(Data(contentsOf: URL(fileURLWithPath: "Examples/Florist/Products.storekit")))
        let device = try LocalStore(store: LocalAppStore(configuration: file, bundleId: "com.storehelper.florist", now: Date()))
        let helper = StoreHelper(
            configuration: try ProductConfiguration(contentsOf: URL(fileURLWithPath: "Examples/Florist/Products.plist")),
            store: device,  // any Store: on a device, an adapter over StoreKit
            verifier: device.verifier,  // trusts this store's root; for the App Store, Apple's root (below)
            ledger: try ConsumableLedger(store: FileLedgerStore(url: ledgerURL))
        )
        await helper.start()  // products, transaction updates, entitlements
        let silver = try #require(helper.product("com.storehelper.subscription.vip.silver"))
        let (transaction, state) = try await helper.purchase(silver)  // a verified transaction, .purchased
        let owned = try await helper.isPurchased(productId: silver.id)  // true
        let info = try await helper.subscriptionInfo(for: "VIP")?.text  // ["Renews on <in a month> for $9.99."]

        try await device.session { store in  // drive the store: SKTestSession's controls, the clock
            try store.set("billingRetry", to: "on")
            try store.advance(by: 32 * 86_400)  // the renewal fails
        }
        await helper.catchUp()  // or wait: the helper follows the store's updates and clock by itself
        let stillOwned = try await helper.isPurchased(productId: silver.id)  // false: billing retry, no grace period
        let failure = helper.lastError  // nil; a store, verification or ledger failure lands here

        let production = SignedDataVerifier(  // Apple's root: what an app checks the App Store's data with
            policy: try VerificationPolicy(bundleId: "com.storehelper.florist", appAppleId: 1_234_567_890, environment: .production)
        )
        // README example: end

        #expect(state == .purchased && transaction?.productId == silver.id)
        #expect(owned)
        #expect(info?.count == 1 && info?.first?.hasPrefix("Renews on ") == true && info?.first?.hasSuffix(" for $9.99.") == true)
        #expect(!stillOwned && !helper.purchasedProducts.contains(silver.id))
        #expect(failure == nil)

        // The same local store under Apple's root: nothing is granted, and the helper says why.
        let strict = StoreHelper(
            configuration: helper.configuration,
            store: device,
            verifier: production,
            ledger: try ConsumableLedger(store: InMemoryLedgerStore())
        )
        await strict.start()
        let refused = try await strict.purchase(try #require(strict.product("com.storehelper.nonconsumable.flowers-large")))
        #expect(refused.state == .failedVerification && refused.transaction == nil)
        #expect(strict.lastError?.kind == .verification)
        #expect(strict.lastError?.localizedDescription.contains("nothing was granted") == true)
    }

    /// The README shows exactly the lines between the markers above: the imports, a blank line, then
    /// the body without its indentation.
    @Test func theReadmeQuotesTheExampleExactly() throws {
        let file = Fixtures.repositoryRoot.appendingPathComponent("Tests/StoreHelperTests/ReadmeExampleTests.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        func section(_ start: String) throws -> [String] {
            let lines = source.components(separatedBy: "\n")
            let begin = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README example: \(start)" })
            let end = try #require(lines[begin...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README example: end" })
            let body = Array(lines[(begin + 1)..<end])
            let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            return body.map { String($0.dropFirst(min(indent, $0.count))) }
        }
        let example = (try section("imports") + [""] + section("body")).joined(separator: "\n")
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```swift\n\(example)\n```"), "README.md must quote Tests/StoreHelperTests/ReadmeExampleTests.swift:\n\(example)")
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
