#if Server
import AppStoreModels
import ArgumentParser
import Entitlements
import Foundation
import LocalAppStore
import LocalAppStoreServerAPI
import StoreHelperJSON
import StoreKitInterface

/// `store products`: the catalog as an app sees it.
struct StoreProducts: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "products", abstract: "List the products with localized prices.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Option(help: "Show prices for this storefront (ISO 3166-1 alpha-3). Default: the session's.") var storefront: String?
    @Option(help: "Show names for this locale. Default: the session's.") var locale: String?
    @Option(help: "Whose introductory-offer eligibility to show.") var account = LocalAppStore.defaultAccountId

    func run() throws {
        var local = try store.read()
        let products: [StoreProduct]
        do throws(StoreError) {
            if let storefront { try local.set("storefront", to: storefront) }
            if let locale { try local.set("locale", to: locale) }
            products = try local.products()
        } catch {
            throw CommandFailure(error)
        }
        _ = try local.accountOrFail(account)
        if output.json {
            try Output.json(
                products.map { product in
                    ProductJSON(product) { local.isEligibleForIntroductoryOffer(groupId: $0, accountId: account) }
                }
            )
        } else {
            for product in products {
                var line = "\(product.displayPrice)  \(product.displayName)  \(product.id)  (\(product.type.rawValue))"
                if let subscription = product.subscription {
                    line +=
                        "  group \(subscription.groupDisplayName) level \(subscription.level.map { "\($0)" } ?? "unknown"), every \(subscription.period)"
                    for terms in subscription.pricingTerms {
                        guard let commitment = terms.commitment else { continue }
                        line +=
                            "; or \(terms.billingDisplayPrice) a month over a \(commitment.billingPeriods)-month commitment (\(commitment.displayPrice))"
                    }
                }
                Output.line(line)
            }
        }
    }
}

/// `store pending`: purchases waiting for Ask to Buy or interrupted, and what became of them.
struct StorePending: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "pending", abstract: "List Ask to Buy and interrupted purchases.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions

    struct Item: Encodable {
        var id, accountId, productId, reason, state: String
        var transactionId: String?
    }

    func run() throws {
        let items = try store.read().pendingPurchases.map {
            Item(
                id: $0.id,
                accountId: $0.accountId,
                productId: $0.productId,
                reason: $0.reason.rawValue,
                state: $0.state.rawValue,
                transactionId: $0.transactionId
            )
        }
        if output.json { return try Output.json(items) }
        if items.isEmpty { Output.line("no pending purchases") }
        for item in items {
            Output.line(
                "\(item.id)  \(item.productId)  \(item.accountId)  \(item.reason)  \(item.state)\(item.transactionId.map { "  → \($0)" } ?? "")"
            )
        }
    }
}

/// `store transactions`: every transaction issued.
struct StoreTransactions: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "transactions", abstract: "List transactions (latest signed version of each).")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Option(help: "Only this account's.") var account: String?

    func run() throws {
        let local = try store.read()
        if let account { _ = try local.accountOrFail(account) }
        let records = local.transactions(for: account)
        if output.json {
            try Output.json(records.map { TransactionJSON($0.signed, orderId: local.serverAPI.orderId(of: $0)) })
        } else {
            if records.isEmpty { Output.line("no transactions") }
            for record in records {
                let order = local.serverAPI.orderId(of: record).map { "  order \($0)" } ?? ""
                Output.line("\(record.accountId)  \(StoreText.transaction(record.payload))\(order)\(record.isFinished ? "" : "  unfinished")")
            }
        }
    }
}

/// `store receipt`: an account's app receipt, as an app from before StoreKit 2 would send it to its server.
struct StoreReceipt: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "receipt",
        abstract: "Print an account's app receipt (base64, PKCS #7 signed by the store), for testing POST /v1/receipts."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Option(help: "The account (default: the default account).") var account = LocalAppStore.defaultAccountId

    func run() throws {
        let local = try store.read()
        let receipt: String
        do { receipt = try local.appReceipt(accountId: account) } catch { throw CommandFailure(error) }
        try emit(["receipt": receipt]) { receipt }
    }
}

/// `store entitlements`: what a customer owns now.
struct StoreEntitlements: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "entitlements",
        abstract: "Show a customer's current entitlements and subscription groups."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Option(help: "The account.") var account = LocalAppStore.defaultAccountId

    func run() throws {
        let local = try store.read()
        _ = try local.accountOrFail(account)
        let report = EntitlementReport(local.entitlements(for: account), verified: true, levelsKnown: true)
        if output.json { try Output.json(report) } else { Output.line(EntitlementsCommand.text(report)) }
    }
}

/// `store notifications`: the outbox.
struct StoreNotifications: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications",
        abstract: "List the App Store Server Notifications V2 produced, oldest first."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions

    func run() throws {
        let local = try store.read()
        if output.json {
            try Output.json(local.outbox.map(NotificationJSON.init))
        } else {
            if local.outbox.isEmpty { Output.line("no notifications") }
            for entry in local.outbox { Output.line(StoreText.notification(entry)) }
        }
    }
}

/// `store status`: the clock, the settings and what the store holds.
struct StoreStatus: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Show the clock, the session settings and counts.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions

    /// What `status --json` prints: everything the text shows.
    struct Status: Encodable {
        var bundleId: String
        var configuration: String?
        var clock: String
        var environment, storefront, locale, timeRate: String
        var askToBuy, interruptedPurchases, billingRetry, gracePeriod: Bool
        var simulatedErrors: [String: String]
        var accounts: [String]
        var transactions, pending, notifications: Int
        /// Consumption information sent through the App Store Server API, by transaction id.
        var consumption: [String: Consumption]
    }

    /// One Send Consumption Information request as the store received it.
    struct Consumption: Encodable {
        var version: Int
        var receivedDate: String
        var body: String
    }

    func run() throws {
        let local = try store.read()
        let settings = local.settings
        let status = Status(
            bundleId: local.bundleId,
            configuration: local.configurationPath,
            clock: StoreText.date(local.now),
            environment: "\(settings.environment)",
            storefront: "\(settings.storefront)",
            locale: settings.locale,
            timeRate: "\(settings.rate)",
            askToBuy: settings.askToBuy,
            interruptedPurchases: settings.interruptedPurchases,
            billingRetry: settings.billingRetryOnRenewal,
            gracePeriod: settings.gracePeriod,
            simulatedErrors: Dictionary(uniqueKeysWithValues: settings.simulatedErrors.map { ("\($0.key)", "\($0.value)") }),
            accounts: local.accounts.map(\.id),
            transactions: local.transactionCount,
            pending: local.pendingPurchases.filter { $0.state == .waiting }.count,
            notifications: local.outboxCount,
            consumption: local.serverAPI.consumptionReports.mapValues {
                Consumption(version: $0.version, receivedDate: StoreText.date($0.receivedDate), body: $0.body)
            }
        )
        try emit(status) {
            let errors = status.simulatedErrors.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            let consumption = status.consumption.sorted { $0.key < $1.key }.map {
                "consumption    \($0.key) v\($0.value.version) \($0.value.receivedDate)  \($0.value.body)"
            }
            return
                ([
                    "bundle id      \(status.bundleId)",
                    "configuration  \(status.configuration ?? "-")",
                    "clock          \(status.clock)",
                    "environment    \(status.environment)   storefront \(status.storefront)   locale \(status.locale)",
                    "time rate      \(status.timeRate)",
                    "askToBuy \(status.askToBuy)  interruptedPurchases \(status.interruptedPurchases)  billingRetry \(status.billingRetry)  gracePeriod \(status.gracePeriod)",
                    "simulated errors  \(errors.isEmpty ? "none" : errors.joined(separator: ", "))",
                    "accounts \(status.accounts.joined(separator: ", "))   transactions \(status.transactions)   pending \(status.pending)   notifications \(status.notifications)",
                ] + consumption).joined(separator: "\n")
        }
    }
}

extension LocalAppStore {
    /// The account, or a command failure naming it.
    func accountOrFail(_ id: String) throws -> Account {
        do { return try account(id) } catch { throw CommandFailure(error) }
    }
}
#endif
