#if Server
import Foundation
import StoreHelper
import StoreHelperUI

/// What the shop's screens show, printed: the demo reads the same view state as StoreHelperUI's views (the product
/// list's sections and purchase buttons, a subscription group's plans and status, a purchase's details), in English.
extension DemoShop {
    /// The words of the demo's screens.
    static let wording = ShopWording.english

    /// The product list: each section's title, then each product with what its purchase button reads (`[$1.99]`,
    /// `[Purchased]`) and its description, a consumable's balance, or a plan's offer and saving.
    func showProducts() async throws {
        let plans = try await paywallPlans()
        for row in ShopListRow.rows(of: helper.products, wording: Self.wording) {
            if let title = row.title { write(title) }
            guard let product = row.product else { continue }
            let button = PurchaseButtonState(product: product, helper: helper, wording: Self.wording)
            var tail = product.description
            if product.type == .consumable {
                tail = Self.wording(.remaining(await helper.count(for: product.id)))
            } else if let plan = plans[product.id] {
                tail = [plan.offerText, plan.savingsText, plan.commitmentText].compactMap { $0 }.joined(separator: "; ")
            }
            let line = "  \(product.displayName.padding(18)) \("[\(button.title)]".padding(13)) \(tail)"
            write(String(line.reversed().drop { $0 == " " }.reversed()))
        }
    }

    /// Each subscription group's status as its status view shows it: the plan and its badge, the sentences, the
    /// buttons it offers.
    func showSubscription() async throws {
        for group in helper.subscriptionGroups {
            let state = SubscriptionStatusState(
                group: group.name,
                helper: helper,
                wording: Self.wording,
                locale: Self.text.locale,
                timeZone: Self.text.timeZone
            )
            await state.load()
            if let failure = state.failure { throw DemoFailure(failure) }
            guard let plan = state.planName, let badge = state.badgeText else {
                write("  \(group.name): not subscribed")
                continue
            }
            write("  \(group.name): \(plan) (\(badge))")
            for line in state.lines { write("    \(line)") }
            write("    " + state.actions.map { "[\(state.title(of: $0))]" }.joined(separator: " "))
        }
    }

    /// A product's details as its purchase-info sheet shows them (a subscription's, as its status).
    func info(_ product: StoreProduct) async throws {
        if product.type == .autoRenewable {
            return try await showSubscription()
        }
        if product.type == .consumable {
            return write("  \(product.displayName): \(Self.wording(.remaining(await helper.count(for: product.id))))")
        }
        let sheet = PurchaseInfoState(
            productId: product.id,
            helper: helper,
            wording: Self.wording,
            locale: Self.text.locale,
            timeZone: Self.text.timeZone
        )
        await sheet.load()
        if let failure = sheet.failure { throw DemoFailure(failure) }
        guard sheet.info != nil else { return write("  \(product.displayName): not purchased") }
        let refund = sheet.refundTitle.map { " [\($0)]" } ?? ""
        write("  \(product.displayName): \(sheet.lines.joined(separator: " "))\(refund)")
    }

    /// Every subscription group's plans as its paywall shows them, by product id.
    private func paywallPlans() async throws -> [String: PaywallState.Plan] {
        var plans: [String: PaywallState.Plan] = [:]
        for groupId in Set(helper.subscriptions.compactMap { $0.subscription?.groupId }) {
            let paywall = PaywallState(groupId: groupId, helper: helper, wording: Self.wording, locale: Self.text.locale)
            await paywall.load()
            for plan in paywall.plans { plans[plan.id] = plan }
        }
        return plans
    }
}

extension String {
    /// The string padded with spaces to `width` characters (left as it is when longer).
    fileprivate func padding(_ width: Int) -> String { padding(toLength: max(width, count), withPad: " ", startingAt: 0) }
}
#endif
