import StoreHelper
import StoreHelperFixtures
import StoreHelperLocal
import StoreHelperUI
import Testing

/// The shop's product list: sections by kind and by subscription group, plans highest level first.
@MainActor
struct ShopSectionTests {
    @Test func theFloristsProductsAreGroupedByKindAndGroupHighestLevelFirst() async throws {
        let device = try LocalStore(store: try Florist.store())
        let ids = [Florist.bronze, Florist.large, Florist.plant, Florist.gold, Florist.seasonal, Florist.small, Florist.silver]
        let byId = Dictionary(uniqueKeysWithValues: try await device.products(for: ids).map { ($0.id, $0) })
        let products = ids.compactMap { byId[$0] }
        #expect(products.count == ids.count)
        let sections = ShopSection.sections(of: products)
        #expect(sections.map(\.id) == ["consumables", "non-consumables", "subscriptions-\(Florist.vip)", "non-renewing"])
        #expect(sections[0].products.map(\.id) == [Florist.plant])
        #expect(sections[1].products.map(\.id) == [Florist.large, Florist.small], "the order given, within a kind")
        #expect(sections[2].products.map(\.id) == [Florist.gold, Florist.silver, Florist.bronze], "level 1 first")
        guard case .subscriptions(let groupId, let name) = sections[2].kind else {
            Issue.record("not a subscription group: \(sections[2].kind)")
            return
        }
        #expect(groupId == Florist.vip && !name.isEmpty)
        #expect(sections[3].products.map(\.id) == [Florist.seasonal])
        #expect(ShopSection.sections(of: []).isEmpty)

        let rows = ShopListRow.rows(of: products, wording: .french)
        #expect(rows.compactMap(\.title) == ["Consommables", "Achats définitifs", name, "Pass"], "each section's title, worded")
        #expect(rows.compactMap(\.product?.id) == sections.flatMap { $0.products.map(\.id) }, "then its products, in order")
        #expect(rows.first?.title == "Consommables" && rows.dropFirst().first?.product?.id == Florist.plant)
        #expect(Set(rows.map(\.id)).count == rows.count, "every row has its own identity")
    }
}
