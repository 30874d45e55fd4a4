#if Server
import AppStoreModels
import ArgumentParser
import Foundation
import LocalAppStore

/// `store advance`: flies the clock forward.
struct StoreAdvance: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "advance",
        abstract: "Move the clock forward (30d, 12h, 90m, 45s, 1d12h), processing renewals, retries and expiries."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "How far: 30d, 12h, 90m, 45s, 2w or sums like 1d12h (at most 100 years).") var duration: DurationArgument

    /// What `advance --json` prints: the new clock and the notifications the time produced.
    struct Advanced: Encodable {
        var clock: String
        var notifications: [NotificationJSON]
    }

    func run() throws {
        let (now, events) = try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
            let before = local.outboxCount
            try local.advance(by: duration.seconds)
            return (local.now, local.outbox(from: before))
        }
        try emit(Advanced(clock: StoreText.date(now), notifications: events.map(NotificationJSON.init))) {
            (["clock \(StoreText.date(now))"] + events.map { "  \(StoreText.notification($0))" }).joined(separator: "\n")
        }
    }
}

/// Commands that act on one subscription product of one account.
struct SubscriptionTarget: ParsableArguments {
    @Argument(help: "The subscription product id.") var product: String
    @Option(help: "The account.") var account = LocalAppStore.defaultAccountId
}

struct StoreExpire: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "expire", abstract: "Expire a subscription now.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @OptionGroup var target: SubscriptionTarget

    func run() throws {
        try change("expired \(target.product)") { (local: inout LocalAppStore) throws(StoreError) in
            try local.expireSubscription(target.product, accountId: target.account)
        }
    }
}

struct StoreRenew: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "renew",
        abstract: "Force a renewal now (the current period ends and the next starts)."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @OptionGroup var target: SubscriptionTarget

    func run() throws {
        try change("renewed \(target.product)") { (local: inout LocalAppStore) throws(StoreError) in
            try local.forceRenewal(target.product, accountId: target.account)
        }
    }
}

struct StoreAutoRenew: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "auto-renew", abstract: "Turn auto-renew on or off.")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "on or off.") var state: Switch
    @OptionGroup var target: SubscriptionTarget

    func run() throws {
        try change("auto-renew \(state.rawValue) for \(target.product)") { (local: inout LocalAppStore) throws(StoreError) in
            try local.setAutoRenew(state == .on, product: target.product, accountId: target.account)
        }
    }
}

struct StorePriceIncrease: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "price-increase",
        abstract: "Walk a price increase: request consent, then accept or decline; or notice (one that needs no consent)."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "request, accept, decline or notice.") var step: LocalAppStore.PriceIncreaseStep
    @OptionGroup var target: SubscriptionTarget

    func run() throws {
        try change("price increase \(step.rawValue) for \(target.product)") { (local: inout LocalAppStore) throws(StoreError) in
            try local.priceIncrease(step, product: target.product, accountId: target.account)
        }
    }
}

struct StoreRefund: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "refund",
        abstract: "Refund a transaction now (family members' copies are revoked too)."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The transaction id.") var transaction: String
    @Option(help: "other or app-issue.") var reason = Reason.other
    @Option(help: "A prorated refund: the refunded share in percent (e.g. 40). Default: a full refund.") var percentage: Double?

    /// Why Apple refunded.
    enum Reason: String, CaseIterable, ExpressibleByArgument {
        case other
        case appIssue = "app-issue"
        var revocationReason: RevocationReason { self == .other ? .other : .appIssue }
    }

    func run() throws {
        let share = percentage.map { Decimal(string: String($0), locale: Locale(identifier: "en_US_POSIX")) ?? Decimal($0) }
        try change("refunded \(transaction)") { (local: inout LocalAppStore) throws(StoreError) in
            try local.refund(transaction, reason: reason.revocationReason, percentage: share)
        }
    }
}

struct StoreRefundRequest: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "refund-request",
        abstract: "The customer asks for a refund (CONSUMPTION_REQUEST); then refund or refund-decline."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The transaction id.") var transaction: String

    func run() throws {
        try change("refund requested for \(transaction)") { (local: inout LocalAppStore) throws(StoreError) in try local.requestRefund(transaction) }
    }
}

struct StoreRefundDecline: StoreSubcommand {
    static let configuration = CommandConfiguration(commandName: "refund-decline", abstract: "Turn down a refund request (REFUND_DECLINED).")
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The transaction id.") var transaction: String

    func run() throws {
        try change("refund declined for \(transaction)") { (local: inout LocalAppStore) throws(StoreError) in try local.declineRefund(transaction) }
    }
}

struct StoreRefundReverse: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "refund-reverse",
        abstract: "Reverse a refund after a dispute (REFUND_REVERSED): the transaction is valid again."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The refunded transaction's id.") var transaction: String

    func run() throws {
        try change("refund of \(transaction) reversed") { (local: inout LocalAppStore) throws(StoreError) in try local.reverseRefund(transaction) }
    }
}

struct StoreForSale: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "for-sale",
        abstract: "Take a product off sale or put it back (subscriptions renewing into it expire: PRODUCT_NOT_FOR_SALE)."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "on or off.") var state: Switch
    @Argument(help: "The product id.") var product: String

    func run() throws {
        try change("\(product) is \(state == .on ? "on sale" : "off sale")") { (local: inout LocalAppStore) throws(StoreError) in
            try local.setForSale(product, state == .on)
        }
    }
}
#endif
