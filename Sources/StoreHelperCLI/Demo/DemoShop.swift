#if Server
import AppStoreModels
import Entitlements
import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import Logging
import StoreHelper
import StoreHelperJSON
import StoreHelperLocal
import StoreKitInterface

/// The florist shop: a StoreHelper over a local App Store kept in a directory, driven by text commands.
@MainActor
final class DemoShop {
    let helper: StoreHelper
    let device: LocalStore
    private var lastPending: String?
    /// The demo's wording: English, dates as `Apr 2, 2026`, days in UTC (the local store's clock).
    static let text = StatusFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)

    private init(helper: StoreHelper, device: LocalStore) {
        self.helper = helper
        self.device = device
    }

    /// Opens (or creates) the store in `directory` and starts the helper.
    static func open(directory: URL, config: String, products: String, start: Date, server: ServerConnection? = nil) async throws -> DemoShop {
        try create(directory: directory, config: config, start: start)
        let stateDirectory = StateDirectory(directory)
        let productConfiguration: ProductConfiguration
        do {
            productConfiguration = try ProductConfiguration(contentsOf: URL(fileURLWithPath: products))
        } catch {
            throw CommandFailure(error)
        }
        let device: LocalStore
        do { device = try LocalStore(shared: StateReader(directory: stateDirectory)) } catch { throw CommandFailure(error) }
        var logger = Logger(label: "StoreHelper")
        logger.logLevel = .critical
        let helper = StoreHelper(
            configuration: productConfiguration,
            store: device,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: FileLedgerStore(url: directory.appendingPathComponent("ledger.json"))),
            server: server,
            logger: logger
        )
        await helper.start()
        let shop = DemoShop(helper: helper, device: device)
        await shop.settle()
        return shop
    }

    /// Creates the store in `directory` unless it is there already.
    static func create(directory: URL, config: String, start: Date) throws {
        let stateDirectory = StateDirectory(directory)
        guard !stateDirectory.exists else { return }
        let configuration = try StoreKitFile.read(config, hint: " (run from the repository root, or pass --config)")
        do {
            try stateDirectory.withStore(
                create: { () throws(StoreError) in
                    try LocalAppStore(configuration: configuration, bundleId: "com.storehelper.florist", configurationPath: config, now: start)
                },
                { (_: inout LocalAppStore) throws(StoreError) in }
            )
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Runs one command line; false when the session should end.
    func run(_ line: String, echo: Bool) async throws -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return true }
        if trimmed.hasPrefix("#") {
            if echo { Output.line("\n" + trimmed) }
            return true
        }
        if echo { Output.line("\n> \(trimmed)") }
        let words = trimmed.split(separator: " ").map(String.init)
        do {
            return try await execute(words[0].lowercased(), Array(words.dropFirst()))
        } catch {
            Output.line("  ! \(CommandFailure(error).message)")
        }
        return true
    }

    private func execute(_ command: String, _ arguments: [String]) async throws -> Bool {
        switch command {
        case "help": Output.line(Self.help)
        case "quit", "exit": return false
        case "products": try await showProducts()
        case "buy": try await buy(try product(arguments))
        case "consume":
            try await helper.consume(try product(arguments).id)
            Output.line("  used one; \(await helper.count(for: try product(arguments).id)) left")
        case "info": try await info(try product(arguments))
        case "subscription", "vip": try await showSubscription()
        case "advance":
            guard let text = arguments.first else { throw CommandFailure(.demo, "advance takes a duration like 30d") }
            guard let seconds = DurationText.seconds(text) else {
                throw CommandFailure(.demo, "'\(text)' is not a duration like 30d, 12h, 90m, 45s or 1d12h (at most 100 years)")
            }
            try await session { store in try store.advance(by: seconds) }
            Output.line("  the clock is now \(Self.text.date(try await device.snapshot().now))")
        case "ask-to-buy": try await setting("askToBuy", arguments)
        case "billing-retry": try await setting("billingRetry", arguments)
        case "grace-period": try await setting("gracePeriod", arguments)
        case "approve", "decline":
            guard let id = arguments.first ?? lastPending else { throw CommandFailure(.demo, "nothing is waiting for Ask to Buy") }
            if command == "approve" {
                try await session { store in _ = try store.approve(id) }
            } else {
                try await session { store in try store.decline(id) }
                await settle { self.helper.purchaseState == .declined }
            }
            lastPending = nil
            Output.line("  \(command)d; purchase state: \(helper.purchaseState.rawValue)")
        case "refund":
            let product = try product(arguments)
            let transactions = try await device.snapshot().transactions(for: device.accountId).filter { $0.productId == product.id }
            guard let id = transactions.last?.id else {
                throw CommandFailure(.demo, "nothing to refund for \(product.displayName)")
            }
            try await session { store in try store.refund(id) }
            Output.line("  refunded \(product.displayName); purchased: \(try await helper.isPurchased(productId: product.id) ? "yes" : "no")")
        case "auto-renew":
            guard arguments.count == 2, ["on", "off"].contains(arguments[0]) else { throw CommandFailure(.demo, "auto-renew on|off PRODUCT") }
            let id = try product(Array(arguments.dropFirst())).id
            try await session { store in try store.setAutoRenew(arguments[0] == "on", product: id) }
            Output.line("  auto-renew \(arguments[0])")
        case "restore":
            try await helper.restorePurchases()
            Output.line("  restored: \(helper.purchasedProducts.sorted().map { helper.product($0)?.displayName ?? $0 }.joined(separator: ", "))")
        case "server": try await compareWithServer()
        case "notifications":
            let outbox = try await device.snapshot().outbox
            Output.line("  \(outbox.count) App Store Server Notifications in the outbox:")
            for entry in outbox { Output.line("    \(entry.notificationType.rawValue)\(entry.subtype.map { "/\($0.rawValue)" } ?? "")") }
        default:
            throw CommandFailure(.demo, "unknown command '\(command)'; type help")
        }
        return true
    }

    static let help = """
          products                      the catalog by section, with ✓ for what you own
          server                        what the server believes, next to what the device believes (--server)
          buy PRODUCT                   buy (PRODUCT: an id, its last part like flowers-large, or a name)
          consume PRODUCT               use one consumable
          info PRODUCT                  purchase or subscription details
          subscription                  your VIP subscription
          advance DURATION              move the store's clock (30d, 12h, 90m)
          ask-to-buy on|off             purchases wait for a parent
          approve | decline             answer the waiting Ask to Buy request
          refund PRODUCT                Apple refunds your latest purchase of it
          billing-retry on|off          renewals fail and enter billing retry
          grace-period on|off           billing retry starts with a grace period
          auto-renew on|off PRODUCT     turn a subscription's auto-renew on or off
          restore                       restore purchases (App Store sync)
          notifications                 the server notifications the store produced
          quit
        """

    // MARK: - Commands

    private func buy(_ product: StoreProduct) async throws {
        let outcome: PurchaseResult<StoreTransaction>
        do { outcome = try await helper.purchase(product) } catch {
            Output.line("  \(helper.purchaseState.rawValue): \(error.message)")
            return await settle()
        }
        switch outcome {
        case .purchased(let transaction) where transaction.productId != product.id:
            let current = helper.product(transaction.productId)?.displayName ?? "the current plan"
            Output.line("  \(product.displayName) starts at the next renewal; \(current) until then")
        case .purchased(let transaction):
            var line = "  purchased \(product.displayName)"
            if let price = transaction.price, let currency = transaction.currency {
                line += " for \(Self.text.price(price, currency: currency))"
            }
            if transaction.offerType == .introductory { line += " (introductory offer)" }
            Output.line(line)
        case .pending:
            lastPending = try await device.snapshot().pendingPurchases.last { $0.state == .waiting }?.id
            Output.line("  pending: waiting for a parent to approve (Ask to Buy)")
        case .userCancelled:
            Output.line("  cancelled")
        }
        await settle()
    }

    private func setting(_ key: String, _ arguments: [String]) async throws {
        guard let value = arguments.first, value == "on" || value == "off" else { throw CommandFailure(.demo, "takes on or off") }
        try await session { store in try store.set(key, to: value) }
        Output.line("  \(key) \(value)")
    }

    // MARK: - Plumbing

    private func product(_ arguments: [String]) throws -> StoreProduct {
        guard !arguments.isEmpty else { throw CommandFailure(.demo, "name a product") }
        let wanted = arguments.joined(separator: " ").lowercased()
        let match =
            helper.products.first { $0.id.lowercased() == wanted }
            ?? helper.products.first { $0.id.lowercased().hasSuffix("." + wanted) }
            ?? helper.products.first { $0.displayName.lowercased() == wanted }
        guard let match else { throw CommandFailure(.demo, "no product '\(wanted)'") }
        return match
    }

    /// What the server believes next to what the device believes. The server hears from the app at once
    /// and from the store's notifications a moment later, so it is asked again (for up to 5 s) until
    /// the two agree.
    private func compareWithServer() async throws {
        guard let server = helper.server else { throw CommandFailure(.demo, "there is no server; start the demo with --server") }
        await helper.catchUp()
        let names = { (ids: [String]) in ids.map { self.helper.product($0)?.displayName ?? $0 }.joined(separator: ", ") }
        let device = helper.purchasedProducts.filter { helper.product($0)?.type != .consumable }.sorted()
        // Each subscription group's status on the device: the server must list it too (its renewal
        // infos arrive by notification, after the app's own report).
        var leads: [(productId: String, state: SubscriptionState)] = []
        for group in helper.subscriptionGroups {
            if let info = try await helper.subscriptionInfo(for: group.name) { leads.append((info.product.id, info.state)) }
        }
        let agrees = { (answer: ServerCustomerInfo) in
            answer.info.activeProductIds == device
                && leads.allSatisfy { lead in answer.info.subscriptions.contains { $0.productId == lead.productId && $0.state == lead.state } }
        }
        var answer: ServerCustomerInfo?
        let deadline = ContinuousClock.now + .seconds(5)
        repeat {
            await server.flush()
            answer = try await helper.serverCustomerInfo()
            if let answer, agrees(answer) { break }
            try await Task.sleep(for: .milliseconds(200))
        } while ContinuousClock.now < deadline
        guard let answer else { return }
        Output.line("  the device (StoreHelper): \(device.isEmpty ? "nothing" : names(device))")
        let verified = answer.verification == .verified ? "signed, signature checked" : "\(answer.verification)"
        Output.line("  the server (\(verified)): \(answer.info.activeProductIds.isEmpty ? "nothing" : names(answer.info.activeProductIds))")
        for subscription in answer.info.subscriptions {
            Output.line("    \(names([subscription.productId])): \(subscription.state.rawValue)\(subscription.willRenew ? ", renews" : "")")
        }
        Output.line(agrees(answer) ? "  they agree" : "  they DISAGREE")
    }

    /// Runs store-side controls, then lets the helper's listener catch up.
    private func session(_ body: @Sendable (inout LocalAppStore) throws -> Void) async throws {
        do {
            try await device.session(body)
        } catch {
            throw CommandFailure(error)
        }
        await settle()
    }

    /// Lets the helper take in everything the store did, then waits (at most two seconds) until
    /// `condition` holds, re-checking on each change of the helper.
    private func settle(until condition: @escaping @MainActor () -> Bool = { true }) async {
        await helper.catchUp()
        _ = await helper.wait(until: condition, timeout: .seconds(2))
    }
}
#endif
