#if Server
import AppStoreModels
import ArgumentParser
import Foundation
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreServer

/// `store review`: Apple's review of an uploaded retention image or message.
struct StoreReview: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Approve or reject an uploaded Retention Messaging image or message (as Apple's review does).",
        discussion: "Uploads stay PENDING until reviewed, unless 'store set retentionReview=approve' (or reject) decides at once."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The image or message identifier.") var identifier: String
    @Argument(help: "approve or reject.") var decision: Decision

    enum Decision: String, ExpressibleByArgument, CaseIterable {
        case approve, reject
    }

    func run() throws {
        try change("\(decision == .approve ? "approved" : "rejected") \(identifier.lowercased())") {
            (local: inout LocalAppStore) throws(StoreError) in
            try local.retentionMessaging.review(identifier, approve: decision == .approve)
        }
    }
}

/// `store cancel-flow`: a subscriber opens "Cancel Subscription" in the App Store.
struct StoreCancelFlow: AsyncParsableCommand, StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel-flow",
        abstract: "A subscriber opens the cancellation flow: ask the realtime URL, show what it chose, take the subscriber's choice.",
        discussion: """
            POSTs a signed real-time request to the realtime URL (configured through the Retention Messaging API) and \
            waits at most 700 ms for the answer; a failure, a slow or a nonsensical answer shows the default message \
            configured for the product and locale, if any. --choose takes the subscriber's choice: accept-offer \
            (a purchase with the offer shown), switch (a purchase of the alternate product), cancel (auto-renew off) \
            or keep.
            """
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @OptionGroup var target: SubscriptionTarget
    @Option(help: "The device's locale (en-US). Default: the store's.") var locale: String?
    @Option(help: "What the subscriber does: accept-offer, switch, cancel or keep. Default: only look.") var choose: ChoiceArgument?

    /// `CancelFlow.Choice` as the option reads it.
    struct ChoiceArgument: ExpressibleByArgument {
        var choice: CancelFlow.Choice
        init?(argument: String) {
            guard let choice = CancelFlow.Choice(rawValue: argument) else { return nil }
            self.choice = choice
        }
        static var allValueStrings: [String] { CancelFlow.Choice.allCases.map(\.rawValue) }
    }

    func run() async throws {
        let target = target
        let locale = locale
        let prepared = try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
            try local.retentionMessaging.prepareCancelFlow(product: target.product, accountId: target.account, locale: locale)
        }
        let attempt = await RealtimeRequester().send(prepared)
        let choice = choose?.choice
        let flow = try store.withStore { (local: inout LocalAppStore) throws(StoreError) in
            let flow = try local.retentionMessaging.recordCancelFlow(prepared, attempt: attempt)
            guard let choice else { return flow }
            return try local.retentionMessaging.choose(choice, inCancelFlow: flow.id)
        }
        try emit(CancelFlowJSON(flow)) { StoreText.cancelFlow(flow) }
    }
}

/// `store cancel-flows`: every cancellation flow.
struct StoreCancelFlows: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel-flows",
        abstract: "List the cancellation flows: request, answer, latency, what was shown, what the subscriber did."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions

    func run() throws {
        let flows = try store.withStore { (local: inout LocalAppStore) throws(StoreError) in local.retentionMessaging.cancelFlows }
        try emit(flows.map(CancelFlowJSON.init)) { flows.isEmpty ? "no cancellation flows" : flows.map(StoreText.cancelFlow).joined(separator: "\n") }
    }
}

/// A cancellation flow as the store commands print it with `--json`.
struct CancelFlowJSON: Encodable {
    var id: String
    var date: String
    var accountId: String
    var productId: String
    var originalTransactionId: String
    var locale: String
    var realtimeURL: String?
    var leniency: String?
    var attempt: RealtimeAttempt?
    var shown: RetentionScreen
    var choice: String?
    var choiceDate: String?
    var choiceOutcome: String?

    init(_ flow: CancelFlow) {
        id = flow.id
        date = StoreText.date(flow.date)
        accountId = flow.accountId
        productId = flow.productId
        originalTransactionId = flow.originalTransactionId
        locale = flow.locale
        realtimeURL = flow.realtimeURL
        leniency = flow.leniency
        attempt = flow.attempt
        shown = flow.shown
        choice = flow.choice?.rawValue
        choiceDate = flow.choiceDate.map(StoreText.date)
        choiceOutcome = flow.choiceOutcome
    }
}

extension StoreText {
    /// One line per flow: when, whose, what the server answered, what was shown, what was done.
    static func cancelFlow(_ flow: CancelFlow) -> String {
        let answer = flow.attempt.map { "\($0.result.rawValue) in \($0.latencyMilliseconds) ms" } ?? "no realtime URL"
        var shown = flow.shown.kind.rawValue
        if let message = flow.shown.messageIdentifier { shown += " \(message)" }
        if let product = flow.shown.productId { shown += " → \(product)" }
        if let offer = flow.shown.offerIdentifier { shown += " offer \(offer)" }
        if let reason = flow.shown.fallbackReason { shown += " (\(reason))" }
        let choice = flow.choice.map { "; chose \($0.rawValue): \(flow.choiceOutcome ?? "")" } ?? ""
        let lenient = flow.leniency.map { " — \($0)" } ?? ""
        return "\(date(flow.date)) \(flow.accountId) \(flow.productId) [\(flow.locale)]: \(answer); shown \(shown)\(choice)\(lenient)"
    }
}
#endif
