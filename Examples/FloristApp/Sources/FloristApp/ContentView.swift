import FloristShop
import StoreHelper
import StoreHelperStoreKit
import StoreHelperUI
import StoreKit
import SwiftUI

/// The shop's screens: the products with their purchase buttons, the VIP subscription's status and paywall, and the
/// options; StoreKit's own sheets for what only StoreKit shows.
struct ContentView: View {
    let shop: FloristShop
    @State private var managingSubscriptions = false
    @State private var redeemingOfferCode = false
    @State private var showsPaywall = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading) {
            ShopList(helper: shop.helper)
            SubscriptionStatusView(group: "VIP", helper: shop.helper) { action in
                respond(FloristShop.response(to: action, iOS: Self.isIOS))
            }
            if showsPaywall || !shop.helper.purchasedProducts.contains("com.storehelper.subscription.vip.gold") {
                PaywallView(groupId: FloristShop.vipGroupId, helper: shop.helper)
            }
            ShopOptionsView(helper: shop.helper) { action in
                respond(FloristShop.response(to: action, iOS: Self.isIOS))
            }
        }
        .task { await shop.helper.start() }
        .storeKitViewPurchases(for: shop.helper, through: shop.store)
        #if os(iOS)
        .manageSubscriptionsSheet(isPresented: $managingSubscriptions)
        .offerCodeRedemption(isPresented: $redeemingOfferCode)
        #endif
    }

    private func respond(_ response: FloristShop.Response) {
        switch response {
        case .manageSubscriptionsSheet: managingSubscriptions = true
        case .offerCodeSheet: redeemingOfferCode = true
        case .open(let url): openURL(url)
        case .paywall: showsPaywall = true
        case .appStoreApp: break  // macOS: StoreKit shows no such sheet; the App Store app manages subscriptions
        }
    }

    #if os(iOS)
    private static let isIOS = true
    #else
    private static let isIOS = false
    #endif
}
