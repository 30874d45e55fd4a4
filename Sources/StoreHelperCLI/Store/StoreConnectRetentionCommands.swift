#if Server
import AppStoreModels
import ArgumentParser
import Foundation
import LocalAppStore
import LocalAppStoreRetention

/// `store retention-offer`: set up (or remove) a retention offer, as App Store Connect does.
struct StoreRetentionOffer: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "retention-offer",
        abstract: "Set up a retention offer (offerType 5) that an App Store Connect retention message may carry.",
        discussion: "A discount on the subscriber's own subscription, redeemed from the cancellation flow for the next renewal."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The offer identifier.") var id: String
    @Option(help: "The auto-renewable subscription it discounts.") var product: String?
    @Option(help: "FREE_TRIAL, PAY_AS_YOU_GO or PAY_UP_FRONT.") var discount = OfferDiscountType.freeTrial.rawValue
    @Option(help: "One discounted period, ISO 8601 (P1M).") var period = "P1M"
    @Option(help: "How many periods a PAY_AS_YOU_GO offer lasts.") var periods = 1
    @Option(help: "What one period costs (0 for FREE_TRIAL).") var price = "0"
    @Flag(help: "Remove the offer instead.") var remove = false

    func run() throws {
        if remove {
            return try change("removed retention offer \(id)") { (local: inout LocalAppStore) throws(StoreError) in
                try local.retentionMessaging.removeRetentionOffer(id)
            }
        }
        guard let product else { throw ValidationError("--product names the subscription the offer discounts") }
        guard let amount = Decimal(string: price, locale: Locale(identifier: "en_US_POSIX")) else {
            throw ValidationError("--price \(price) is not a number like 2.49")
        }
        let offer = RetentionOffer(
            id: id,
            productId: product,
            discountType: OfferDiscountType(rawValue: discount),
            period: period,
            periodCount: periods,
            price: amount
        )
        try change("retention offer \(id): \(discount) \(period) × \(periods) on \(product)") { (local: inout LocalAppStore) throws(StoreError) in
            try local.retentionMessaging.setRetentionOffer(offer)
        }
    }
}

/// `store retention-message`: set up (or remove) a retention message in App Store Connect.
struct StoreConnectRetentionMessage: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "retention-message",
        abstract: "Set up an App Store Connect retention message: text, an optional image, its subscriptions and offers.",
        discussion: """
            The cancellation flow shows it when the app server's real-time answer is missing or unusable, before the \
            Retention Messaging API's default message; the first of its offers the subscriber is eligible for replaces \
            the image. Setting it again replaces it but keeps the text of the other locales. In Production only an --approved \
            message is shown; Sandbox shows the latest draft.
            """
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions
    @Argument(help: "The message's reference name.") var name: String
    @Option(help: "A subscription it is for (repeat for more).") var product: [String] = []
    @Option(help: "The header.") var header: String?
    @Option(help: "The body.") var body: String?
    @Option(help: "The locale of the text.") var locale = "en-US"
    @Option(help: "The Asset Library image it shows.") var image: String?
    @Option(help: "A retention offer it may carry, in the order tried (repeat for more).") var offer: [String] = []
    @Flag(help: "App Review approved this version.") var approved = false
    @Flag(help: "Remove the message instead.") var remove = false

    func run() throws {
        if remove {
            return try change("removed retention message \(name)") { (local: inout LocalAppStore) throws(StoreError) in
                try local.retentionMessaging.removeConnectRetentionMessage(name)
            }
        }
        guard let header, let body else { throw ValidationError("--header and --body give the message's text") }
        try change("retention message \(name) for \(product.joined(separator: ", "))") { (local: inout LocalAppStore) throws(StoreError) in
            var localizations = local.retentionMessaging.connectRetentionMessages.first { $0.referenceName == name }?.localizations ?? [:]
            localizations[locale] = ConnectRetentionMessage.Text(header: header, body: body)
            try local.retentionMessaging.setConnectRetentionMessage(
                ConnectRetentionMessage(
                    referenceName: name,
                    localizations: localizations,
                    image: image,
                    productIds: product,
                    offerIds: offer,
                    isApproved: approved
                )
            )
        }
    }
}

/// `store retention-setup`: what App Store Connect holds for retention: messages and offers.
struct StoreRetentionSetup: StoreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "retention-setup",
        abstract: "List the App Store Connect retention messages and retention offers."
    )
    @ParentCommand var parent: StoreCommand
    @OptionGroup var output: OutputOptions

    struct SetupJSON: Encodable {
        var messages: [ConnectRetentionMessage]
        var offers: [RetentionOffer]
    }

    func run() throws {
        let local = try store.read()
        let setup = SetupJSON(messages: local.retentionMessaging.connectRetentionMessages, offers: local.retentionMessaging.retentionOffers)
        try emit(setup) {
            let messages = setup.messages.map { message in
                let offers = message.offerIds.isEmpty ? "" : ", offers \(message.offerIds.joined(separator: ", "))"
                let image = message.image.map { ", image \($0)" } ?? ""
                let state = message.isApproved ? "approved" : "draft"
                return "message \(message.referenceName) (\(state)) for \(message.productIds.joined(separator: ", "))\(image)\(offers)"
            }
            let offers = setup.offers.map {
                "offer \($0.id): \($0.discountType.rawValue) \($0.period) × \($0.periodCount) at \($0.price) on \($0.productId)"
            }
            let lines = messages + offers
            return lines.isEmpty ? "no App Store Connect retention messages or offers" : lines.joined(separator: "\n")
        }
    }
}
#endif
