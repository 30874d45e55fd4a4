#if Server
import AppStoreModels
import Entitlements
package import Foundation
import LocalAppStore
import LocalAppStoreRetention
import LocalAppStoreServer
import Logging
package import StoreHelper
import StoreHelperJSON
import StoreHelperLocal
package import StoreKitConfiguration
import StoreKitInterface

/// Replays ``CheckStep``s on a fresh local App Store, with StoreHelper buying on the store's device,
/// and after every step compares the views of the customer: the store's own entitlements,
/// StoreHelper's (what it says is purchased, and the state of each subscription group) and, with
/// `server`, StoreServer's customer info (told by the app and by the store's notifications).
@MainActor
package struct DifferentialCheck {
    let catalog: ConfigurationFile
    let catalogPath: String
    package let products: ProductConfiguration
    let start: Date
    /// The family organizer's account and family (the customer may join it).
    package init(catalog: ConfigurationFile, catalogPath: String, products: ProductConfiguration, start: Date) {
        self.catalog = catalog
        self.catalogPath = catalogPath
        self.products = products
        self.start = start
    }

    nonisolated static let organizer = "organizer"
    nonisolated static let family = "florists"

    /// Whether StoreServer is the third view.
    package var server = false
    /// Whether StoreHelper buys through `StoreKitStore` on StoreKit on Linux (the process's store the device the
    /// check drives) instead of on the device itself.
    package var storeKit = false
    /// How many times StoreServer's view was compared (it is not while a delivery waits for its retry).
    package let serverComparisons = Counter()
    /// How many purchases with a promotional offer went through.
    package let offerPurchases = Counter()
    /// How many purchases on a monthly plan went through.
    package let monthlyPlanPurchases = Counter()
    /// How many cancellation flows StoreServer answered.
    package let retentionFlows = Counter()
    /// How many times each choice was taken in a cancellation flow.
    package let cancelFlowChoices = Tally()

    /// Counts kept by name across replays.
    @MainActor package final class Tally {
        package private(set) var counts: [String: Int] = [:]
        func add(_ name: String) { counts[name, default: 0] += 1 }
    }

    /// A count kept across replays.
    @MainActor package final class Counter {
        package private(set) var value = 0
        func add() { value += 1 }
    }

    /// Two views that disagree after step `step` (counted from 0), and the store commands that led there.
    package struct Disagreement: Error {
        package let step: Int
        package let detail: String
        /// `storehelper store` subcommands, one per step that changed something.
        package let commands: [String]
    }

    /// The `count` steps of `seed`, drawn over this check's products, promotional offers and monthly plans, with the
    /// server's own events when StoreServer is a view.
    package func steps(seed: UInt64, count: Int) -> [CheckStep] {
        CheckStep.random(
            seed: seed,
            count: count,
            products: products.productIds,
            subscriptions: products.subscriptionGroups.flatMap(\.productIds),
            offers: offers,
            monthlyPlans: monthlyPlans,
            server: server
        )
    }

    /// Runs `steps`; the first disagreement, or nil.
    package func replay(_ steps: [CheckStep]) async throws -> Disagreement? {
        var store = try LocalAppStore(configuration: catalog, bundleId: "com.storehelper.florist", configurationPath: catalogPath, now: start)
        try store.addAccount(Self.organizer, familyId: Self.family)
        try CheckRetention.prepare(&store)
        let retention = CheckRetention.rules(catalog: catalog, offers: offers, hasOfferKey: store.offerKey?.signingKey != nil)
        let backend = server ? try await CheckServer(trusting: store, catalogPath: catalogPath, retention: retention) : nil
        do {
            let found = try await replay(steps, on: try LocalStore(store: store), server: backend)
            await backend?.shutdown()
            return found
        } catch {
            await backend?.shutdown()
            throw error
        }
    }

    private func replay(_ steps: [CheckStep], on device: LocalStore, server backend: CheckServer?) async throws -> Disagreement? {
        let ledger = FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-check-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: ledger) }
        var logger = Logger(label: "StoreHelper")
        logger.logLevel = .critical
        let connection = try backend?.connection()
        let store: any Store = storeKit ? try Self.storeKitStore(over: device) : device
        defer { if storeKit { Self.endStoreKit() } }
        let helper = StoreHelper(
            configuration: products,
            store: store,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: FileLedgerStore(url: ledger)),
            offerSigner: connection == nil ? StoreKeyOfferSigner(device: device) : nil,
            server: connection,
            logger: logger
        )
        await helper.start()
        var commands = ["account add \(Self.organizer) --family \(Self.family)"]
        for (index, step) in steps.enumerated() {
            switch step {
            case .restartServer:
                try await backend?.restart()
                commands.append("# StoreServer restarts")
            case .failDeliveries:
                commands.append("# the next notifications' first deliveries fail")
            default:
                commands += try await apply(step, helper: helper, device: device, backend: backend)
            }
            // Right after the step, before any catch-up: the helper's next question is the store's (the session moved
            // the store's change count), and the observable owned products follow that question. StoreKit keeps no
            // change count: what changes outside the app reaches it through Transaction.updates, later, so over
            // StoreKit the views are compared once the helper caught up.
            if !storeKit {
                let atOnce = try await device.snapshot()
                _ = try await helper.isPurchased(productId: products.productIds.first ?? "")
                let first = try await compare(helper: helper, store: atOnce, accountId: device.accountId)
                if let problem = first.problem {
                    return Disagreement(step: index, detail: "right after the step, before catchUp(): \(problem)", commands: commands)
                }
            }
            await helper.catchUp()
            let snapshot = try await device.snapshot()
            let views = try await compare(helper: helper, store: snapshot, accountId: device.accountId)
            if let problem = views.problem { return Disagreement(step: index, detail: problem, commands: commands) }
            guard let backend, let connection else { continue }
            backend.setNow(snapshot.now)
            let failing = index > 0 && steps[index - 1] == .failDeliveries
            let complete = try await backend.deliver(from: snapshot, failing: failing)
            await connection.flush()
            // While a delivery waits for its retry the server cannot know what it says: compared once it is in.
            guard complete else { continue }
            serverComparisons.add()
            if let problem = try await compareServer(connection, with: views) {
                return Disagreement(step: index, detail: problem, commands: commands)
            }
        }
        return nil
    }

    /// The catalog's one-year subscriptions with an enabled monthly billing plan.
    package var monthlyPlans: [String] {
        (catalog.subscriptionGroups ?? []).flatMap { group in
            (group.subscriptions ?? []).filter { product in
                product.recurringSubscriptionPeriod == "P1Y"
                    && product.monthlyBillingPlan != nil
            }
            .map(\.productID)
        }
    }

    /// The catalog's promotional offers: (product id, offer id) of each subscription's `adHocOffers`.
    package var offers: [(productId: String, offerId: String)] {
        (catalog.subscriptionGroups ?? []).flatMap { group in
            (group.subscriptions ?? []).flatMap { product in
                (product.adHocOffers ?? []).compactMap { offer in offer.offerID.map { (product.productID, $0) } }
            }
        }
    }

    /// The shortest sequence found (removing one step at a time while the views still disagree) that
    /// still disagrees, and its disagreement.
    package func shrink(_ steps: [CheckStep], _ found: Disagreement) async throws -> ([CheckStep], Disagreement) {
        var current = Array(steps.prefix(found.step + 1))
        var disagreement = found
        var index = 0
        while index < current.count {
            var candidate = current
            candidate.remove(at: index)
            if let shorter = try await replay(candidate) {
                current = Array(candidate.prefix(shorter.step + 1))
                disagreement = shorter
            } else {
                index += 1
            }
        }
        return (current, disagreement)
    }

    /// Does `step`; the `storehelper store` subcommands that do the same to the store, none when the
    /// step did not apply (nothing to refund, no subscription to change, nothing waiting).
    private func apply(_ step: CheckStep, helper: StoreHelper, device: LocalStore, backend: CheckServer?) async throws -> [String] {
        do {
            return try await perform(step, helper: helper, device: device, backend: backend)
        } catch {
            // The store refusing (nothing to refund, no live subscription) means the step does not apply.
            if error is StoreError { return [] }
            throw error
        }
    }

    private func perform(_ step: CheckStep, helper: StoreHelper, device: LocalStore, backend: CheckServer?) async throws -> [String] {
        switch step {
        case .buy(let id):
            guard let product = helper.product(id) else { return [] }
            _ = try? await helper.purchase(product)
            return ["buy \(id)"]
        case .buyWithOffer(let id, let offer):
            guard let product = helper.product(id) else { return [] }
            if let outcome = try? await helper.purchase(product, promotionalOfferId: offer), outcome.transaction?.offerType == .promotional {
                offerPurchases.add()
            }
            return ["buy \(id) --promotional-offer \(offer)"]
        case .buyMonthly(let id):
            guard let product = helper.product(id) else { return [] }
            if let outcome = try? await helper.purchase(product, options: PurchaseOptions(billingPlanType: .monthly)),
                outcome.transaction?.payload.billingPlanType == .monthly
            {
                monthlyPlanPurchases.add()
            }
            return ["buy \(id) --billing-plan MONTHLY"]
        case .advance(let seconds):
            try await device.session { store in try store.advance(by: TimeInterval(seconds)) }
            return ["advance \(seconds)s"]
        case .set(let key, let on):
            try await device.session { store in try store.set(key, to: on ? "on" : "off") }
            return ["set \(key)=\(on ? "on" : "off")"]
        case .refund(let productId):
            let latest = try await device.snapshot().transactions(for: device.accountId)
                .last { $0.productId == productId && $0.payload.revocationDate == nil }
            guard let id = latest?.id else { return [] }
            try await device.session { store in try store.refund(id) }
            return ["refund \(id)"]
        case .declinedRefund(let productId):
            let latest = try await device.snapshot().transactions(for: device.accountId)
                .last { $0.productId == productId && $0.payload.revocationDate == nil && $0.sharedFrom == nil }
            guard let id = latest?.id else { return [] }
            try await device.session { store in
                try store.requestRefund(id)
                try store.declineRefund(id)
            }
            return ["refund-request \(id)", "refund-decline \(id)"]
        case .resolve(let productId):
            let latest = try await device.snapshot().transactions(for: device.accountId).last { $0.productId == productId && $0.sharedFrom == nil }
            guard let id = latest?.id else { return [] }
            try await device.session { store in _ = try store.resolve(id) }
            return ["resolve \(id)"]
        case .joinFamily:
            try await device.session { store in try store.joinFamily(device.accountId, familyId: Self.family) }
            return ["account join \(device.accountId) \(Self.family)"]
        case .leaveFamily:
            try await device.session { store in try store.leaveFamily(device.accountId) }
            return ["account leave \(device.accountId)"]
        case .organizerBuys(let productId):
            try await device.session { store in _ = try store.purchase(productId, accountId: Self.organizer) }
            return ["buy \(productId) --account \(Self.organizer)"]
        case .autoRenew(let on, let productId):
            try await device.session { store in try store.setAutoRenew(on, product: productId) }
            return ["auto-renew \(on ? "on" : "off") \(productId)"]
        case .cancelFlow(let productId, let choice):
            return try await cancelFlow(productId, choice, device: device, backend: backend)
        case .restartServer, .failDeliveries:
            return []
        case .approve, .decline:
            guard let id = try await device.snapshot().pendingPurchases.last(where: { $0.state == .waiting })?.id else { return [] }
            if step == .approve {
                try await device.session { store in _ = try store.approve(id) }
            } else {
                try await device.session { store in try store.decline(id) }
            }
            return ["\(step) \(id)"]
        }
    }

    /// The customer opens `productId`'s cancellation flow: the store asks StoreServer (when there is one) in real
    /// time, shows what it chose, and `choice` is carried out when the screen offered it (else `keep`).
    private func cancelFlow(_ productId: String, _ choice: CancelFlowChoice, device: LocalStore, backend: CheckServer?) async throws -> [String] {
        let url = backend.map { "http://127.0.0.1:\($0.port)/apple/retention" }
        let prepared = try await device.session { store in
            if let url { try store.retentionMessaging.configureRealtimeURL(RealtimeUrlRequest(realtimeURL: url)) }
            return try store.retentionMessaging.prepareCancelFlow(product: productId, accountId: device.accountId, locale: CheckRetention.locale)
        }
        let attempt = await RealtimeRequester().send(prepared)
        let taken = try await device.session { store in
            let flow = try store.retentionMessaging.recordCancelFlow(prepared, attempt: attempt)
            var taken = CancelFlow.Choice(rawValue: choice.rawValue) ?? .keep
            if taken == .acceptOffer && flow.shown.kind != .promotionalOffer || taken == .switchProduct && flow.shown.kind != .alternateProduct {
                taken = .keep
            }
            _ = try store.retentionMessaging.choose(taken, inCancelFlow: flow.id)
            return taken
        }
        if attempt != nil { retentionFlows.add() }
        cancelFlowChoices.add(taken.rawValue)
        return ["cancel-flow \(productId) --locale \(CheckRetention.locale) --choose \(taken.rawValue)"]
    }

    /// The store's view (as StoreKit's current entitlements give it, and its subscription groups' lead
    /// statuses) and what the store and StoreHelper disagree on now.
    struct Views {
        var problem: String?
        /// Non-consumables, non-renewing and auto-renewable products the store holds entitlements for.
        var storeOwned: Set<String>
        /// Group id → (product, state) of the status the group leads with.
        var leads: [String: (productId: String, state: SubscriptionState)]
    }

    private func compare(helper: StoreHelper, store snapshot: LocalAppStore, accountId: String) async throws -> Views {
        let store = snapshot.entitlements(for: accountId)
        let counts: (String) -> Bool = { id in helper.product(id)?.type != .consumable }
        let storeOwned = Set(store.entitlements.map(\.productId)).filter(counts)
        var expected = storeOwned
        // StoreKit keeps a non-renewing subscription among the current entitlements for good; how long it
        // lasts is the app's rule (its configured duration from the latest purchase), which StoreHelper applies.
        for id in storeOwned where helper.product(id)?.type == .nonRenewing {
            guard let duration = products.nonRenewingDurations[id] else { continue }
            let latest = snapshot.transactions(for: accountId).last { $0.productId == id && $0.payload.revocationDate == nil }
            if let purchased = latest?.payload.purchaseDate, snapshot.now >= duration.added(to: purchased.date) { expected.remove(id) }
        }
        var views = Views(problem: nil, storeOwned: storeOwned, leads: [:])
        let helperOwned = helper.purchasedProducts.filter(counts)
        if expected != helperOwned {
            views.problem =
                "owned: the store says [\(expected.sorted().joined(separator: ", "))], StoreHelper [\(helperOwned.sorted().joined(separator: ", "))]"
            return views
        }
        for group in store.subscriptionGroups {
            guard let lead = group.highestServiceLevel ?? group.statuses.first else { continue }
            views.leads[group.subscriptionGroupIdentifier] = (lead.productId, lead.state)
            let info = try await helper.subscriptionInfo(for: group.subscriptionGroupIdentifier)
            guard info?.product.id == lead.productId, info?.state == lead.state else {
                views.problem =
                    "group \(group.subscriptionGroupIdentifier): the store says \(lead.productId) \(lead.state.rawValue), "
                    + "StoreHelper \(info.map { "\($0.product.id) \($0.state.rawValue)" } ?? "nothing")"
                return views
            }
        }
        return views
    }

    /// What StoreServer's signed customer info disagrees with the store on, or nil: its active products
    /// are StoreKit's current entitlements, and each group's lead status is among its subscriptions.
    private func compareServer(_ connection: ServerConnection, with views: Views) async throws -> String? {
        let answer = try await connection.customerInfo()
        let active = Set(answer.info.activeProductIds)
        if active != views.storeOwned {
            return
                "server: active [\(active.sorted().joined(separator: ", "))], the store says [\(views.storeOwned.sorted().joined(separator: ", "))]"
        }
        for (group, lead) in views.leads.sorted(by: { $0.key < $1.key }) {
            let matches = answer.info.subscriptions.contains {
                $0.subscriptionGroupIdentifier == group && $0.productId == lead.productId && $0.state == lead.state
            }
            if !matches {
                let seen = answer.info.subscriptions.filter { $0.subscriptionGroupIdentifier == group }.map { "\($0.productId) \($0.state.rawValue)" }
                return "server: group \(group) has [\(seen.joined(separator: ", "))], the store says \(lead.productId) \(lead.state.rawValue)"
            }
        }
        return nil
    }
}
#endif
