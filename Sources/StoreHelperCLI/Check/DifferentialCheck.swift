import Entitlements
import Foundation
import LocalAppStore
import Logging
import StoreHelper
import StoreHelperLocal
import StoreKitConfiguration
import StoreKitInterface

/// Replays ``CheckStep``s on a fresh local App Store, with StoreHelper buying on the store's device,
/// and after every step compares two views of the customer: the store's own entitlements and
/// StoreHelper's (what it says is purchased, and the state of each subscription group).
@MainActor
struct DifferentialCheck {
    let catalog: ConfigurationFile
    let catalogPath: String
    let products: ProductConfiguration
    let start: Date

    /// Two views that disagree after step `step` (counted from 0), and the store commands that led there.
    struct Disagreement: Error {
        let step: Int
        let detail: String
        /// `storehelper store` subcommands, one per step that changed something.
        let commands: [String]
    }

    /// Runs `steps`; the first disagreement, or nil.
    func replay(_ steps: [CheckStep]) async throws -> Disagreement? {
        let device = try LocalStore(
            store: try LocalAppStore(configuration: catalog, bundleId: "com.storehelper.florist", configurationPath: catalogPath, now: start)
        )
        let ledger = FileManager.default.temporaryDirectory.appendingPathComponent("storehelper-check-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: ledger) }
        var logger = Logger(label: "StoreHelper")
        logger.logLevel = .critical
        let helper = StoreHelper(
            configuration: products,
            store: device,
            verifier: device.verifier,
            ledger: try ConsumableLedger(store: FileLedgerStore(url: ledger)),
            logger: logger
        )
        await helper.start()
        var commands: [String] = []
        for (index, step) in steps.enumerated() {
            if let command = try await apply(step, helper: helper, device: device) { commands.append(command) }
            await helper.catchUp()
            if let detail = try await compare(helper: helper, device: device) {
                return Disagreement(step: index, detail: detail, commands: commands)
            }
        }
        return nil
    }

    /// The shortest sequence found (removing one step at a time while the views still disagree) that
    /// still disagrees, and its disagreement.
    func shrink(_ steps: [CheckStep], _ found: Disagreement) async throws -> ([CheckStep], Disagreement) {
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

    /// Does `step`; the `storehelper store` subcommand that does the same to the store, or nil when
    /// the step did not apply (nothing to refund, no subscription to change, nothing waiting).
    private func apply(_ step: CheckStep, helper: StoreHelper, device: LocalStore) async throws -> String? {
        do {
            return try await perform(step, helper: helper, device: device)
        } catch {
            // The store refusing (nothing to refund, no live subscription) means the step does not apply.
            if error is StoreError { return nil }
            throw error
        }
    }

    private func perform(_ step: CheckStep, helper: StoreHelper, device: LocalStore) async throws -> String? {
        switch step {
        case .buy(let id):
            guard let product = helper.product(id) else { return nil }
            _ = try? await helper.purchase(product)
            return "buy \(id)"
        case .advance(let seconds):
            try await device.session { store in try store.advance(by: TimeInterval(seconds)) }
            return "advance \(seconds)s"
        case .set(let key, let on):
            try await device.session { store in try store.set(key, to: on ? "on" : "off") }
            return "set \(key)=\(on ? "on" : "off")"
        case .refund(let productId):
            let latest = try await device.snapshot().transactions(for: device.accountId)
                .last { $0.productId == productId && $0.payload.revocationDate == nil }
            guard let id = latest?.id else { return nil }
            try await device.session { store in try store.refund(id) }
            return "refund \(id)"
        case .autoRenew(let on, let productId):
            try await device.session { store in try store.setAutoRenew(on, product: productId) }
            return "auto-renew \(on ? "on" : "off") \(productId)"
        case .approve, .decline:
            guard let id = try await device.snapshot().pendingPurchases.last(where: { $0.state == .waiting })?.id else { return nil }
            if step == .approve {
                try await device.session { store in _ = try store.approve(id) }
            } else {
                try await device.session { store in try store.decline(id) }
            }
            return "\(step) \(id)"
        }
    }

    /// What the two views disagree on now, or nil.
    private func compare(helper: StoreHelper, device: LocalStore) async throws -> String? {
        let snapshot = try await device.snapshot()
        let store = snapshot.entitlements(for: device.accountId)
        let counts: (String) -> Bool = { id in helper.product(id)?.type != .consumable }
        var storeOwned = Set(store.entitlements.map(\.productId)).filter(counts)
        // StoreKit keeps a non-renewing subscription among the current entitlements for good; how long it
        // lasts is the app's rule (its configured duration from the latest purchase), which StoreHelper applies.
        for id in storeOwned where helper.product(id)?.type == .nonRenewing {
            guard let duration = products.nonRenewingDurations[id] else { continue }
            let latest = snapshot.transactions(for: device.accountId).last { $0.productId == id && $0.payload.revocationDate == nil }
            if let purchased = latest?.payload.purchaseDate, snapshot.now >= duration.added(to: purchased.date) { storeOwned.remove(id) }
        }
        let helperOwned = helper.purchasedProducts.filter(counts)
        if storeOwned != helperOwned {
            return
                "owned: the store says [\(storeOwned.sorted().joined(separator: ", "))], StoreHelper [\(helperOwned.sorted().joined(separator: ", "))]"
        }
        for group in store.subscriptionGroups {
            guard let lead = group.highestServiceLevel ?? group.statuses.first else { continue }
            let info = try await helper.subscriptionInfo(for: group.subscriptionGroupIdentifier)
            guard info?.product.id == lead.productId, info?.state == lead.state else {
                return "group \(group.subscriptionGroupIdentifier): the store says \(lead.productId) \(lead.state.rawValue), "
                    + "StoreHelper \(info.map { "\($0.product.id) \($0.state.rawValue)" } ?? "nothing")"
            }
        }
        return nil
    }
}
