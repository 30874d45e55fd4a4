// What StoreHelperUI's bridge to StoreKit's own views uses of module _StoreKit_SwiftUI, each declaration after its
// documentation page (path and USR beside it, as scripts/storekit/storekit-symbols.json lists them). Apple's
// _StoreKit_SwiftUI is StoreKit's cross-import overlay with SwiftUI: a file that imports both sees it, and it
// re-exports StoreKit. The type-check as iOS and macOS (scripts/apple-typecheck/check.py) compiles this module after
// StoreKit and SwiftUI and declares it their overlay, as Apple's SDK does. Linux builds have no SwiftUI: there this file
// is empty and Views.swift declares the names alone.
#if canImport(SwiftUI)
@_exported public import StoreKit
public import SwiftUI

/// /documentation/StoreKit/StoreView · s:17_StoreKit_SwiftUI0A4ViewV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
@MainActor @preconcurrency
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    /// /documentation/StoreKit/StoreView/init(ids:prefersPromotionalIcon:) · s:17_StoreKit_SwiftUI0A4ViewV3ids22prefersPromotionalIconACy0cD005EmptyE0VAHGqd___SbtcAHRszAHRs_SlRd__SS7ElementRtd__lufc
    nonisolated public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false)
    where Icon == EmptyView, PlaceholderIcon == EmptyView {}

    public var body: Never { return fatalError("the StoreKit stand-in draws nothing") }
}

/// /documentation/StoreKit/ProductView · s:17_StoreKit_SwiftUI11ProductViewV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
@MainActor @preconcurrency
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    /// /documentation/StoreKit/ProductView/init(id:prefersPromotionalIcon:) · s:17_StoreKit_SwiftUI11ProductViewV2id22prefersPromotionalIconACy0cD005EmptyF0VAHGSS_SbtcAHRszAHRs_rlufc
    nonisolated public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false)
    where Icon == EmptyView, PlaceholderIcon == EmptyView {}

    public var body: Never { return fatalError("the StoreKit stand-in draws nothing") }
}

/// /documentation/StoreKit/SubscriptionStoreView · s:17_StoreKit_SwiftUI012SubscriptionA4ViewV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
@MainActor @preconcurrency
public struct SubscriptionStoreView<Content: View>: View {
    /// /documentation/StoreKit/SubscriptionStoreView/init(groupID:visibleRelationships:) · s:17_StoreKit_SwiftUI012SubscriptionA4ViewV7groupID20visibleRelationshipsACyAA09AutomaticeA16MarketingContentVGSS_0aB07ProductVAAE0E12RelationshipVtcAGRszrlufc
    nonisolated public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all)
    where Content == AutomaticSubscriptionStoreMarketingContent {}

    public var body: Never { return fatalError("the StoreKit stand-in draws nothing") }
}

/// /documentation/StoreKit/AutomaticSubscriptionStoreMarketingContent · s:17_StoreKit_SwiftUI021AutomaticSubscriptionA16MarketingContentV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
@MainActor @preconcurrency
public struct AutomaticSubscriptionStoreMarketingContent: View {
    public var body: Never { return fatalError("the StoreKit stand-in draws nothing") }
}

@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
extension Product {
    /// /documentation/StoreKit/Product/SubscriptionRelationship · s:8StoreKit7ProductV01_aB8_SwiftUIE24SubscriptionRelationshipV
    /// (only what the bridge names: its conformances and other members are not declared here)
    public struct SubscriptionRelationship: Sendable {
        let rawValue: Int

        /// /documentation/StoreKit/Product/SubscriptionRelationship/all
        public static let all = SubscriptionRelationship(rawValue: 0b1111)
    }
}

extension View {
    /// /documentation/SwiftUI/View/inAppPurchaseOptions(_:) · s:7SwiftUI4ViewP010_StoreKit_aB0E20inAppPurchaseOptionsyQrShy0dE07ProductV0H6OptionVGAHYacSgF
    @available(iOS, introduced: 17.0)
    @available(macOS, introduced: 14.0)
    nonisolated public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View {
        return self  // the stand-in draws nothing: what Apple does with the action is on the page
    }

    /// /documentation/SwiftUI/View/onInAppPurchaseCompletion(perform:) · s:7SwiftUI4ViewP010_StoreKit_aB0E25onInAppPurchaseCompletion7performQry0dE07ProductV_s6ResultOyAI0iM0Os5Error_pGtYacSg_tF
    @available(iOS, introduced: 17.0)
    @available(macOS, introduced: 14.0)
    nonisolated public func onInAppPurchaseCompletion(
        perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?
    ) -> some View {
        return self  // the stand-in draws nothing: what Apple does with the action is on the page
    }
}
extension View {
    /// /documentation/SwiftUI/View/manageSubscriptionsSheet(isPresented:) · s:7SwiftUI4ViewP010_StoreKit_aB0E24manageSubscriptionsSheet11isPresentedQrAA7BindingVySbG_tF
    @available(iOS, introduced: 15.0)
    @available(macOS, unavailable)
    nonisolated public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
        return self  // the stand-in draws nothing
    }

    /// /documentation/SwiftUI/View/offerCodeRedemption(isPresented:onCompletion:) · s:7SwiftUI4ViewP010_StoreKit_aB0E19offerCodeRedemption11isPresented12onCompletionQrAA7BindingVySbG_ys6ResultOyyts5Error_pGScMYcctF
    @available(iOS, introduced: 16.0, deprecated: 27.0)
    @available(macOS, introduced: 15.0, deprecated: 27.0)
    nonisolated public func offerCodeRedemption(
        isPresented: Binding<Bool>,
        onCompletion: @escaping @MainActor (Result<Void, any Error>) -> Void = { _ in }
    ) -> some View {
        return self  // the stand-in draws nothing
    }
}
#endif
