import AppStoreModels
import ArgumentParser
import Foundation
import LocalAppStore

/// `store advance`: flies the clock forward.
struct StoreAdvance: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "advance", abstract: "Move the clock forward (30d, 12h, 90m, 45s, 1d12h), processing renewals, retries and expiries.")
    @ParentCommand var parent: StoreCommand
    var store: StoreOptions { parent.options }
    @Argument(help: "How far.") var duration: String

    func run() throws {
        try runStoreCommand {
            let seconds = try DurationText.seconds(duration)
            let (now, events) = try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
                let before = local.outbox.count
                try local.advance(by: seconds)
                return (local.now, Array(local.outbox.dropFirst(before)))
            }
            print("clock \(StoreText.date(now))")
            for entry in events { print("  \(StoreText.notification(entry))") }
        }
    }
}

/// Commands that act on one subscription product of one account.
struct SubscriptionTarget: ParsableArguments {
    @Argument(help: "The subscription product id.") var product: String
    @Option(help: "The account.") var account = LocalAppStore.defaultAccountId
}

struct StoreExpire: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "expire", abstract: "Expire a subscription now.")
    @ParentCommand var parent: StoreCommand
    var store: StoreOptions { parent.options }
    @OptionGroup var target: SubscriptionTarget

    func run() throws {
        try runStoreCommand {
            try store.withStore { (local: inout LocalAppStore) throws(StoreError) in try local.expireSubscription(target.product, accountId: target.account) }
            print("expired \(target.product)")
        }
    }
}

struct StoreRenew: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "renew", abstract: "Force a renewal now (the current period ends and the next starts).")
    @ParentCommand var parent: StoreCommand
    var store: StoreOptions { parent.options }
    @OptionGroup var target: SubscriptionTarget

    func run() throws {
        try runStoreCommand {
            try store.withStore { (local: inout LocalAppStore) throws(StoreError) in try local.forceRenewal(target.product, accountId: target.account) }
            print("renewed \(target.product)")
        }
    }
}

struct StoreAutoRenew: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "auto-renew", abstract: "Turn auto-renew on or off.")
    @ParentCommand var parent: StoreCommand
    var store: StoreOptions { parent.options }
    @Argument(help: "on or off.") var state: String
    @OptionGroup var target: SubscriptionTarget

    func run() throws {
        try runStoreCommand {
            guard state == "on" || state == "off" else { throw CommandFailure("invalid-options: auto-renew takes on or off, not '\(state)'") }
            try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
                try local.setAutoRenew(state == "on", product: target.product, accountId: target.account)
            }
            print("auto-renew \(state) for \(target.product)")
        }
    }
}

struct StorePriceIncrease: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "price-increase", abstract: "Walk a price increase that needs consent: request, then accept or decline.")
    @ParentCommand var parent: StoreCommand
    var store: StoreOptions { parent.options }
    @Argument(help: "request, accept or decline.") var step: String
    @OptionGroup var target: SubscriptionTarget

    func run() throws {
        try runStoreCommand {
            guard let parsed = LocalAppStore.PriceIncreaseStep(rawValue: step) else {
                throw CommandFailure("invalid-options: price-increase takes request, accept or decline, not '\(step)'")
            }
            try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
                try local.priceIncrease(parsed, product: target.product, accountId: target.account)
            }
            print("price increase \(step) for \(target.product)")
        }
    }
}

struct StoreRefund: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "refund", abstract: "Refund a transaction now (family members' copies are revoked too).")
    @ParentCommand var parent: StoreCommand
    var store: StoreOptions { parent.options }
    @Argument(help: "The transaction id.") var transaction: String
    @Option(help: "other or app-issue.") var reason = "other"

    func run() throws {
        try runStoreCommand {
            let parsed: RevocationReason
            switch reason {
            case "other": parsed = .other
            case "app-issue": parsed = .appIssue
            default: throw CommandFailure("invalid-options: --reason takes other or app-issue, not '\(reason)'")
            }
            try store.withStore { (local: inout LocalAppStore) throws(StoreError) in try local.refund(transaction, reason: parsed) }
            print("refunded \(transaction)")
        }
    }
}

struct StoreRefundRequest: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refund-request", abstract: "The customer asks for a refund (CONSUMPTION_REQUEST); then refund or refund-decline.")
    @ParentCommand var parent: StoreCommand
    var store: StoreOptions { parent.options }
    @Argument(help: "The transaction id.") var transaction: String

    func run() throws {
        try runStoreCommand {
            try store.withStore { (local: inout LocalAppStore) throws(StoreError) in try local.requestRefund(transaction) }
            print("refund requested for \(transaction)")
        }
    }
}

struct StoreRefundDecline: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "refund-decline", abstract: "Turn down a refund request (REFUND_DECLINED).")
    @ParentCommand var parent: StoreCommand
    var store: StoreOptions { parent.options }
    @Argument(help: "The transaction id.") var transaction: String

    func run() throws {
        try runStoreCommand {
            try store.withStore { (local: inout LocalAppStore) throws(StoreError) in try local.declineRefund(transaction) }
            print("refund declined for \(transaction)")
        }
    }
}
