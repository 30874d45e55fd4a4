#if Server
import AppStoreModels
import Entitlements
public import Foundation
import LocalAppStore
import LocalAppStoreSQLite
import Logging
public import StoreHelper
import StoreHelperJSON
public import StoreHelperLocal
public import StoreKitConfiguration
import StoreKitInterface

/// The florist shop: a StoreHelper over a local App Store kept in a directory, driven by text commands (`help` lists
/// them), each answered in lines given to `write`.
@MainActor
public final class DemoShop {
    public let helper: StoreHelper
    public let device: LocalStore
    /// Where the shop's lines go.
    let write: @MainActor (String) -> Void
    private var lastPending: String?
    /// The demo's wording: English, dates as `Apr 2, 2026`, days in UTC (the local store's clock).
    static let text = StatusFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)

    private init(helper: StoreHelper, device: LocalStore, write: @escaping @MainActor (String) -> Void) {
        self.helper = helper
        self.device = device
        self.write = write
    }

    /// Opens the store in `directory` (creating it from `configuration` unless it is there) and starts a helper over it
    /// selling `products`; `server`, when given, is the app's server the helper reports to.
    public static func open(
        directory: URL,
        configuration: ConfigurationFile,
        configurationPath: String,
        products: ProductConfiguration,
        start: Date,
        server: ServerConnection? = nil,
        write: @escaping @MainActor (String) -> Void
    ) async throws(DemoFailure) -> DemoShop {
        try create(directory: directory, configuration: configuration, configurationPath: configurationPath, start: start)
        let stateDirectory = StateDirectory(directory)
        let device: LocalStore
        do { device = try await LocalStore(access: StateAccess(directory: stateDirectory)) } catch { throw DemoFailure(describing: error) }
        var logger = Logger(label: "StoreHelper")
        logger.logLevel = .critical
        let ledger: ConsumableLedger
        do {
            ledger = try ConsumableLedger(store: FileLedgerStore(url: directory.appendingPathComponent("ledger.json")))
        } catch {
            throw DemoFailure(describing: error)
        }
        let helper = StoreHelper(configuration: products, store: device, verifier: device.verifier, ledger: ledger, server: server, logger: logger)
        await helper.start()
        let shop = DemoShop(helper: helper, device: device, write: write)
        await shop.settle()
        return shop
    }

    /// Creates the florist's store in `directory` from `configuration` unless it is there already.
    public static func create(directory: URL, configuration: ConfigurationFile, configurationPath: String, start: Date) throws(DemoFailure) {
        let stateDirectory = StateDirectory(directory)
        guard !stateDirectory.exists else { return }
        do {
            try stateDirectory.withStore(
                create: { () throws(StoreError) in
                    try LocalAppStore(
                        configuration: configuration,
                        bundleId: "com.storehelper.florist",
                        configurationPath: configurationPath,
                        now: start
                    )
                },
                { (_: inout LocalAppStore) throws(StoreError) in }
            )
        } catch {
            throw DemoFailure(describing: error)
        }
    }

    /// Runs one command line (`echo`: written first, as a script's lines are); false when the session should end. A
    /// line that fails says why in a line of its own, and the session goes on.
    public func run(_ line: String, echo: Bool) async -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return true }
        if trimmed.hasPrefix("#") {
            if echo { write("\n" + trimmed) }
            return true
        }
        if echo { write("\n> \(trimmed)") }
        let words = trimmed.split(separator: " ").map(String.init)
        do {
            return try await execute(words[0].lowercased(), Array(words.dropFirst()))
        } catch {
            write("  ! \(DemoFailure(describing: error).message)")
        }
        return true
    }

    private func execute(_ command: String, _ arguments: [String]) async throws -> Bool {
        switch command {
        case "help": write(Self.help)
        case "quit", "exit": return false
        case "products": try await showProducts()
        case "buy": try await buy(try product(arguments))
        case "consume":
            try await helper.consume(try product(arguments).id)
            write("  used one; \(await helper.count(for: try product(arguments).id)) left")
        case "info": try await info(try product(arguments))
        case "subscription", "vip": try await showSubscription()
        case "advance":
            guard let text = arguments.first else { throw DemoFailure("advance takes a duration like 30d") }
            guard let seconds = DurationText.seconds(text) else {
                throw DemoFailure("'\(text)' is not a duration like 30d, 12h, 90m, 45s or 1d12h (at most 100 years)")
            }
            try await session { store in try store.advance(by: seconds) }
            write("  the clock is now \(Self.text.date(try await device.snapshot().now))")
        case "ask-to-buy": try await setting("askToBuy", arguments)
        case "billing-retry": try await setting("billingRetry", arguments)
        case "grace-period": try await setting("gracePeriod", arguments)
        case "approve", "decline":
            guard let id = arguments.first ?? lastPending else { throw DemoFailure("nothing is waiting for Ask to Buy") }
            if command == "approve" {
                try await session { store in _ = try store.approve(id) }
            } else {
                try await session { store in try store.decline(id) }
                await settle { self.helper.purchaseState == .declined }
            }
            lastPending = nil
            write("  \(command)d; purchase state: \(helper.purchaseState.rawValue)")
        case "refund":
            let product = try product(arguments)
            let transactions = try await device.snapshot().transactions(for: device.accountId).filter { $0.productId == product.id }
            guard let id = transactions.last?.id else {
                throw DemoFailure("nothing to refund for \(product.displayName)")
            }
            try await session { store in try store.refund(id) }
            write("  refunded \(product.displayName); purchased: \(try await helper.isPurchased(productId: product.id) ? "yes" : "no")")
        case "auto-renew":
            guard arguments.count == 2, ["on", "off"].contains(arguments[0]) else { throw DemoFailure("auto-renew on|off PRODUCT") }
            let id = try product(Array(arguments.dropFirst())).id
            try await session { store in try store.setAutoRenew(arguments[0] == "on", product: id) }
            write("  auto-renew \(arguments[0])")
        case "restore":
            try await helper.restorePurchases()
            write("  restored: \(helper.purchasedProducts.sorted().map { helper.product($0)?.displayName ?? $0 }.joined(separator: ", "))")
        case "server": try await compareWithServer()
        case "notifications":
            let outbox = try await device.snapshot().outbox
            write("  \(outbox.count) App Store Server Notifications in the outbox:")
            for entry in outbox { write("    \(entry.notificationType.rawValue)\(entry.subtype.map { "/\($0.rawValue)" } ?? "")") }
        default:
            throw DemoFailure("unknown command '\(command)'; type help")
        }
        return true
    }

    /// The commands, one a line.
    public static let help = """
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
            write("  \(helper.purchaseState.rawValue): \(error.message)")
            return await settle()
        }
        switch outcome {
        case .purchased(let transaction) where transaction.productId != product.id:
            let current = helper.product(transaction.productId)?.displayName ?? "the current plan"
            write("  \(product.displayName) starts at the next renewal; \(current) until then")
        case .purchased(let transaction):
            var line = "  purchased \(product.displayName)"
            if let price = transaction.price, let currency = transaction.currency {
                line += " for \(Self.text.price(price, currency: currency))"
            }
            if transaction.offerType == .introductory { line += " (introductory offer)" }
            write(line)
        case .pending:
            lastPending = try await device.snapshot().pendingPurchases.last { $0.state == .waiting }?.id
            write("  pending: waiting for a parent to approve (Ask to Buy)")
        case .userCancelled:
            write("  cancelled")
        }
        await settle()
    }

    private func setting(_ key: String, _ arguments: [String]) async throws {
        guard let value = arguments.first, value == "on" || value == "off" else { throw DemoFailure("takes on or off") }
        try await session { store in try store.set(key, to: value) }
        write("  \(key) \(value)")
    }

    // MARK: - Plumbing

    private func product(_ arguments: [String]) throws -> StoreProduct {
        guard !arguments.isEmpty else { throw DemoFailure("name a product") }
        let wanted = arguments.joined(separator: " ").lowercased()
        let match =
            helper.products.first { $0.id.lowercased() == wanted }
            ?? helper.products.first { $0.id.lowercased().hasSuffix("." + wanted) }
            ?? helper.products.first { $0.displayName.lowercased() == wanted }
        guard let match else { throw DemoFailure("no product '\(wanted)'") }
        return match
    }

    /// What the server believes next to what the device believes. The server hears from the app at once
    /// and from the store's notifications a moment later, so it is asked again (for up to 5 s) until
    /// the two agree.
    private func compareWithServer() async throws {
        guard let server = helper.server else { throw DemoFailure("there is no server; start the demo with --server") }
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
        // The wall clock: the server's notifications arrive in real time, whatever the store's clock says.
        let deadline = ContinuousClock.now + .seconds(5)
        repeat {
            await server.flush()
            answer = try await helper.serverCustomerInfo()
            if let answer, agrees(answer) { break }
            try await Task.sleep(for: .milliseconds(200))  // the wall clock, as above
        } while ContinuousClock.now < deadline  // the wall clock, as above
        guard let answer else { return }
        write("  the device (StoreHelper): \(device.isEmpty ? "nothing" : names(device))")
        let verified = answer.verification == .verified ? "signed, signature checked" : "\(answer.verification)"
        write("  the server (\(verified)): \(answer.info.activeProductIds.isEmpty ? "nothing" : names(answer.info.activeProductIds))")
        for subscription in answer.info.subscriptions {
            write("    \(names([subscription.productId])): \(subscription.state.rawValue)\(subscription.willRenew ? ", renews" : "")")
        }
        write(agrees(answer) ? "  they agree" : "  they DISAGREE")
    }

    /// Runs store-side controls, then lets the helper's listener catch up.
    private func session(_ body: @Sendable (inout LocalAppStore) throws -> Void) async throws {
        do {
            try await device.session(body)
        } catch {
            throw DemoFailure(describing: error)
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
