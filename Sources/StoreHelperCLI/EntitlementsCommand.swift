#if Server
import AppStoreModels
import AppStoreSignature
import ArgumentParser
import Entitlements
import Foundation
import LocalAppStore
import StoreHelperJSON
import StoreKitConfiguration

/// `storehelper entitlements`: what a customer owns at an instant, from their verified history.
struct EntitlementsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entitlements",
        abstract: "Compute a customer's current entitlements and subscription states from their history.",
        discussion: """
            HISTORY is a JSON file (or - for stdin): an array of signed tokens (transactions, renewal infos, \
            notifications), a Get Transaction History response (signedTransactions), a Get All Subscription \
            Statuses response (data[].lastTransactions[]), or with --decoded an array of decoded transaction \
            and renewal-info objects (then nothing is verified, and the output says so). Signed tokens are \
            verified with the options below, certificates at each token's signedDate.
            """
    )

    @Argument(help: "The history file, or - for stdin.")
    var history: String

    @Option(help: "The instant to evaluate (ISO 8601). Default: now.")
    var at: InstantArgument?

    @Option(help: "An Xcode .storekit file giving product types, subscription groups and service levels.")
    var catalog: String?

    @Option(help: "Transaction ids of consumables the app has finished; repeatable.")
    var finished: [String] = []

    @Flag(help: "The history holds decoded objects, not signed tokens (nothing is verified).")
    var decoded = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var verification: VerificationOptions

    func run() async throws {
        let instant = at?.date ?? Date()
        let catalog = try catalog.map { try StoreKitFile.read($0, kind: "malformed-catalog").productCatalog() } ?? .empty
        let history = try await HistoryInput.read(self.history, decoded: decoded, verifier: try verification.makeVerifier())
        let snapshot = EntitlementEngine(catalog: catalog).evaluate(history, at: instant, finishedConsumables: Set(finished))
        let report = EntitlementReport(snapshot, verified: !decoded, levelsKnown: catalog.knowsLevels)
        if json {
            try Output.json(report)
        } else {
            Output.line(Self.text(report))
        }
    }

    static func text(_ report: EntitlementReport) -> String {
        var lines = ["Entitlements at \(report.at) (\(report.verified ? "verified" : "NOT verified: decoded input"))"]
        if report.entitlements.isEmpty { lines.append("  none") }
        for item in report.entitlements {
            var line = "  \(item.productId)  \(item.type)  transaction \(item.transactionId)"
            if let expires = item.expiresDate { line += "  until \(expires)" }
            if item.isInGracePeriod { line += "  (billing grace period)" }
            if item.ownershipType == InAppOwnershipType.familyShared.rawValue { line += "  (family shared)" }
            if item.ownershipType == InAppOwnershipType.assigned.rawValue { line += "  (assigned by an organization)" }
            lines.append(line)
        }
        if !report.subscriptionGroups.isEmpty {
            lines.append("Subscription groups" + (report.levelsKnown ? "" : " (service levels unknown: no --catalog)"))
        }
        for group in report.subscriptionGroups {
            var line = "  \(group.subscriptionGroupIdentifier): \(group.state.rawValue), \(group.productId)"
            if let level = group.level { line += " (level \(level))" }
            if let expires = group.expiresDate { line += ", expires \(expires)" }
            line += group.willAutoRenew ? ", renews to \(group.autoRenewProductId ?? group.productId)" : ", does not renew"
            if let change = group.scheduledChange { line += " [\(change.rawValue) scheduled]" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
#endif
