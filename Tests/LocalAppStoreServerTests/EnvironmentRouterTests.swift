#if Server
import AppStoreModels
import AppStoreSignature
import Foundation
import LocalAppStore
import StoreHelperFixtures
import Testing

@testable import AppStoreServerAPI

/// The router between two local App Stores, one playing Production and one Sandbox: each knows only its own
/// transactions, so a call that reaches the wrong one is answered 4040010, as Apple answers it.
@Suite struct EnvironmentRouterTests {
    /// Two stores numbering their transactions alike: production sold roses (its transaction 1), sandbox sold
    /// bronze and then chocolates (its transactions 1 and 2).
    static func stores() throws -> (production: ServedStore, sandbox: ServedStore, shared: String, sandboxOnly: String) {
        var shared = ""
        var sandboxOnly = ""
        let production = try ServedStore { store in shared = try buy(Florist.large, in: &store) }
        let sandbox = try ServedStore { store in
            #expect(try buy(Florist.bronze, in: &store) == shared, "both stores number their first transaction alike")
            sandboxOnly = try buy(Florist.chocolates, in: &store)
        }
        return (production, sandbox, shared, sandboxOnly)
    }

    static func product(_ answer: TransactionInfoResponse) throws -> String? {
        try payload(#require(answer.signedTransactionInfo), as: JWSTransactionDecodedPayload.self).productId
    }

    @Test func aKnownEnvironmentIsCalledAloneAndAnUnknownOneProductionFirst() async throws {
        let (production, sandbox, shared, sandboxOnly) = try Self.stores()
        try await production.serve { productionClient, _ in
            try await sandbox.serve { sandboxClient, _ in
                let router = EnvironmentRouter(production: productionClient, sandbox: sandboxClient)
                let inSandbox = try await router.call(in: .sandbox) { client throws(AppStoreServerAPIError) in
                    try await client.transactionInfo(shared)
                }
                #expect(try Self.product(inSandbox.answer) == Florist.bronze && inSandbox.environment == .sandbox)
                let inProduction = try await router.call(in: .production) { client throws(AppStoreServerAPIError) in
                    try await client.transactionInfo(shared)
                }
                #expect(try Self.product(inProduction.answer) == Florist.large && inProduction.environment == .production)

                let unknownButInBoth = try await router.call(in: nil) { client throws(AppStoreServerAPIError) in
                    try await client.transactionInfo(shared)
                }
                #expect(try Self.product(unknownButInBoth.answer) == Florist.large, "production is asked first")
                let onlyInSandbox = try await router.call(in: nil) { client throws(AppStoreServerAPIError) in
                    try await client.transactionInfo(sandboxOnly)
                }
                #expect(try Self.product(onlyInSandbox.answer) == Florist.chocolates && onlyInSandbox.environment == .sandbox)
                #expect(try await router.environment(of: sandboxOnly) == .sandbox)
                #expect(try await router.environment(of: shared) == .production)

                await #expect(throws: AppStoreServerAPIError.self) {
                    _ = try await router.call(in: .production) { client throws(AppStoreServerAPIError) in
                        try await client.transactionInfo(sandboxOnly)
                    }
                }
                do throws(AppStoreServerAPIError) {
                    _ = try await router.call(in: nil) { client throws(AppStoreServerAPIError) in try await client.transactionInfo("9999") }
                    Issue.record("a transaction neither store knows was found")
                } catch {
                    #expect(error.errorCode == .transactionIdNotFound && error.httpStatus == 404, "\(error)")
                    #expect(error.message.contains("production first"), "the error says both were asked: \(error.message)")
                }
            }
        }
    }

    @Test func productionsRefusalOfTheTokenTurnsToSandboxAndLocalDataIsRefused() async throws {
        let (production, sandbox, shared, _) = try Self.stores()
        // Production does not take sandbox's key: its 401 is what Production answers an app it never released.
        try await production.serve(clientKey: sandbox.key) { productionClient, _ in
            try await sandbox.serve { sandboxClient, _ in
                let router = EnvironmentRouter(production: productionClient, sandbox: sandboxClient)
                let answer = try await router.call(in: nil) { client throws(AppStoreServerAPIError) in try await client.transactionInfo(shared) }
                #expect(try Self.product(answer.answer) == Florist.bronze && answer.environment == .sandbox)
                for local in [AppStoreEnvironment.xcode, .localTesting] {
                    do throws(AppStoreServerAPIError) {
                        _ = try await router.call(in: local) { client throws(AppStoreServerAPIError) in try await client.transactionInfo(shared) }
                        Issue.record("\(local) data was sent to a server")
                    } catch {
                        #expect(error.kind == .invalidRequest)
                    }
                }
            }
        }
    }

    @Test func onlyNotFoundAndUnauthorizedMayMeanSandbox() {
        #expect(EnvironmentRouter.mayBeSandbox(AppStoreServerAPIError(.api, "", httpStatus: 404, errorCode: .transactionIdNotFound)))
        #expect(EnvironmentRouter.mayBeSandbox(AppStoreServerAPIError(.api, "", httpStatus: 404, errorCode: .originalTransactionIdNotFound)))
        #expect(EnvironmentRouter.mayBeSandbox(AppStoreServerAPIError(.api, "", httpStatus: 404)), "Send Consumption Information's bare 404")
        #expect(EnvironmentRouter.mayBeSandbox(AppStoreServerAPIError(.unauthorized, "", httpStatus: 401)))
        #expect(
            !EnvironmentRouter.mayBeSandbox(AppStoreServerAPIError(.api, "", httpStatus: 404, errorCode: .originalTransactionIdNotFoundRetryable))
        )
        #expect(!EnvironmentRouter.mayBeSandbox(AppStoreServerAPIError(.api, "", httpStatus: 500, errorCode: .generalInternal)))
        #expect(!EnvironmentRouter.mayBeSandbox(AppStoreServerAPIError(.rateLimited, "", httpStatus: 429)))
        #expect(!EnvironmentRouter.mayBeSandbox(AppStoreServerAPIError(.transport, "")))
    }
}
#endif
