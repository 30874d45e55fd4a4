#if Server
import AppStoreModels
import AppStoreSignature
import ArgumentParser
import Foundation
import LocalAppStore
import StoreKitConfiguration
import StoreKitInterface

/// The JSON `buy`, `approve` and `resolve` print.
struct PurchaseJSON: Encodable {
    var outcome: String
    var transaction: TransactionJSON?
    var id: String?
    var error: String?

    init(_ ending: PurchaseEnding) {
        switch ending {
        case .success(let result):
            outcome = result.name
            switch result {
            case .purchased(let signed): transaction = TransactionJSON(signed)
            case .pending(let ticket): id = ticket?.id
            case .userCancelled: break
            }
        case .failure(let failure):
            outcome = "failed"
            error = failure.storeKitFailure?.name
        }
    }
}

/// Prints how a purchase ended. A failed purchase exits with status 1: with `--json` after printing
/// its JSON, otherwise with one line `error: purchase-failed: …`.
func printOutcome(_ ending: PurchaseEnding, json: Bool) throws {
    if json {
        try Output.json(PurchaseJSON(ending))
        if case .failure = ending { throw ExitCode(1) }
        return
    }
    switch ending {
    case .success(.purchased(let signed)): Output.line("purchased  \(StoreText.transaction(signed.payload))")
    case .success(.pending(let ticket)):
        let reason = ticket?.reason == .askToBuy ? "Ask to Buy: approve or decline it" : "interrupted: resolve it"
        Output.line("pending  \(ticket?.id ?? "?")  (\(reason))")
    case .success(.userCancelled): Output.line("cancelled by the customer")
    case .failure(let failure): throw CommandFailure(kind: "purchase-failed", failure.message)
    }
}

/// `store buy`: a purchase, as the app's `Product.purchase(options:)`.
struct StoreBuy: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "buy", abstract: "Buy a product.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The product id.") var product: String
    @Option(help: "The buying account.") var account = LocalAppStore.defaultAccountId
    @Option(help: "Consumables: how many (1-10).") var quantity = 1
    @Option(help: "A promotional offer id; signed with the file's subscriptionOffersKeyPair, as the app's server would.") var promotionalOffer:
        String?
    @Option(help: "An offer code, by reference name.") var offerCode: String?
    @Option(help: "A win-back offer id.") var winBackOffer: String?
    @Option(help: "One-year subscriptions: MONTHLY (a 12-month commitment billed monthly) or BILLED_UPFRONT.") var billingPlan: String?
    @Option(help: "The app account token (UUID).") var appAccountToken: UUIDArgument?
    @Option(help: "A purchase date in the past (ISO 8601); renewals up to now are filled in.") var purchaseDate: InstantArgument?
    @Flag(help: "With --purchase-date: turn auto-renew off so the subscription ends after one period.") var cancelImmediately = false

    func run() throws {
        var options = PurchaseOptions(
            quantity: quantity,
            appAccountToken: appAccountToken?.uuid,
            offerCode: offerCode,
            winBackOfferId: winBackOffer,
            billingPlanType: billingPlan.map(BillingPlanType.init(rawValue:))
        )
        let controls = PurchaseControls(
            purchaseDate: purchaseDate?.date,
            renewalBehavior: cancelImmediately ? .cancelImmediately : .renewUntilNow
        )
        let outcome = try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
            if let offer = promotionalOffer {
                options.promotionalOffer = PromotionalOffer(
                    offerId: offer,
                    signature: try Self.sign(offer: offer, product: product, options: options, store: local, account: account)
                )
            }
            return try local.purchaseEnding(product, accountId: account, options: options, controls: controls)
        }
        try printOutcome(outcome, json: output.json)
    }

    /// Signs a promotional offer with the store's offer key, as a developer's server does.
    private static func sign(
        offer: String,
        product: String,
        options: PurchaseOptions,
        store: LocalAppStore,
        account: String
    ) throws(StoreError) -> PromotionalOfferSignature? {
        guard let keyPair = store.offerKey else { return nil }
        guard let key = keyPair.signingKey else {
            throw StoreError.invalidRequest("the configuration's subscriptionOffersKeyPair is not a PKCS#8 P-256 key")
        }
        let owner = try store.account(account)
        let token = options.appAccountToken ?? owner.appAccountToken
        let signer = OfferSignatures(
            key: InAppPurchaseKey(privateKey: key, keyId: keyPair.id, issuerId: "", bundleId: store.bundleId),
            clock: MockClock(store.now)  // signed at the store's instant
        )
        do {
            return try signer.promotionalOfferV1(productId: product, offerId: offer, appAccountToken: token)
        } catch {
            throw StoreError.signing("cannot sign the promotional offer: \(error)")
        }
    }
}

/// `store approve`: a parent approves an Ask to Buy purchase.
struct StoreApprove: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "approve", abstract: "Approve a purchase waiting for Ask to Buy.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The pending purchase id.") var id: String

    func run() throws {
        let signed = try store.withStore { (local: inout LocalAppStore) throws(StoreError) in try local.approve(id) }
        try printOutcome(.success(.purchased(signed)), json: output.json)
    }
}

/// `store decline`: a parent declines an Ask to Buy purchase.
struct StoreDecline: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "decline", abstract: "Decline a purchase waiting for Ask to Buy.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The pending purchase id.") var id: String

    func run() throws {
        try change("declined \(id)") { (local: inout LocalAppStore) throws(StoreError) in try local.decline(id) }
    }
}

/// `store resolve`: resolves an interrupted purchase or a billing issue.
struct StoreResolve: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve an interrupted purchase, or the billing issue of a subscription in billing retry."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The interrupted purchase id, or a transaction of the subscription.") var id: String

    func run() throws {
        let signed = try store.withStore { (local: inout LocalAppStore) throws(StoreError) in try local.resolve(id) }
        try printOutcome(.success(.purchased(signed)), json: output.json)
    }
}
#endif
