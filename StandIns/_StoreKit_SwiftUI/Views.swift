// StoreKit's SwiftUI views and styles (module _StoreKit_SwiftUI, which Apple's StoreKit brings in with SwiftUI):
// every top-level name, declared empty with its page's availability so that a name of ours equal to one collides
// here as on a Mac. What StoreHelperUI's bridge uses is declared in full, with SwiftUI, in Purchases.swift.

/// /documentation/StoreKit/AutomaticProductPlaceholderIcon · as StoreKit's interface declares it
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct AutomaticProductPlaceholderIcon {}

/// /documentation/StoreKit/AutomaticProductViewStyle · s:17_StoreKit_SwiftUI25AutomaticProductViewStyleV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct AutomaticProductViewStyle {}

/// /documentation/StoreKit/AutomaticSubscriptionOfferViewStyle · s:17_StoreKit_SwiftUI35AutomaticSubscriptionOfferViewStyleV
@available(iOS, introduced: 26.0)
@available(macOS, unavailable)
public struct AutomaticSubscriptionOfferViewStyle {}

/// /documentation/StoreKit/AutomaticSubscriptionOptionGroupLabel · as StoreKit's interface declares it
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct AutomaticSubscriptionOptionGroupLabel {}

/// /documentation/StoreKit/AutomaticSubscriptionOptionGroupStyle · s:17_StoreKit_SwiftUI37AutomaticSubscriptionOptionGroupStyleV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct AutomaticSubscriptionOptionGroupStyle {}

/// /documentation/StoreKit/AutomaticSubscriptionStoreControlPlacement · s:17_StoreKit_SwiftUI021AutomaticSubscriptionA16ControlPlacementV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct AutomaticSubscriptionStoreControlPlacement {}

/// /documentation/StoreKit/AutomaticSubscriptionStoreControlStyle · s:17_StoreKit_SwiftUI021AutomaticSubscriptionA12ControlStyleV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct AutomaticSubscriptionStoreControlStyle {}

#if !canImport(SwiftUI)  // with SwiftUI, declared as Apple does in Purchases.swift
/// /documentation/StoreKit/AutomaticSubscriptionStoreMarketingContent · s:17_StoreKit_SwiftUI021AutomaticSubscriptionA16MarketingContentV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
@MainActor public struct AutomaticSubscriptionStoreMarketingContent {}  // isolated as Apple's is
#endif

/// /documentation/StoreKit/AutomaticSubscriptionStorePickerOptionLabel · as StoreKit's interface declares it
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct AutomaticSubscriptionStorePickerOptionLabel {}

/// /documentation/StoreKit/ButtonsSubscriptionStoreControlStyle · s:17_StoreKit_SwiftUI019ButtonsSubscriptionA12ControlStyleV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct ButtonsSubscriptionStoreControlStyle {}

/// /documentation/StoreKit/CompactPickerSubscriptionStoreControlStyle · s:17_StoreKit_SwiftUI025CompactPickerSubscriptionA12ControlStyleV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct CompactPickerSubscriptionStoreControlStyle {}

/// /documentation/StoreKit/CompactProductViewStyle · s:17_StoreKit_SwiftUI23CompactProductViewStyleV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct CompactProductViewStyle {}

/// /documentation/StoreKit/CompactSubscriptionOfferViewStyle · s:17_StoreKit_SwiftUI33CompactSubscriptionOfferViewStyleV
@available(iOS, introduced: 26.0)
@available(macOS, unavailable)
public struct CompactSubscriptionOfferViewStyle {}

/// /documentation/StoreKit/DisplayMessageAction · s:17_StoreKit_SwiftUI20DisplayMessageActionV
@available(iOS, introduced: 16.0)
@available(macOS, unavailable)
public struct DisplayMessageAction {}

/// /documentation/StoreKit/EntitlementTaskState · s:17_StoreKit_SwiftUI20EntitlementTaskStateO
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public enum EntitlementTaskState {}

/// /documentation/StoreKit/IdentifiedStoreContent · s:17_StoreKit_SwiftUI010IdentifiedA7ContentV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct IdentifiedStoreContent {}

/// /documentation/StoreKit/LargeProductViewStyle · s:17_StoreKit_SwiftUI21LargeProductViewStyleV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct LargeProductViewStyle {}

/// /documentation/StoreKit/LinksSubscriptionOptionGroupStyle · s:17_StoreKit_SwiftUI33LinksSubscriptionOptionGroupStyleV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct LinksSubscriptionOptionGroupStyle {}

/// /documentation/StoreKit/PagedPickerSubscriptionStoreControlStyle · s:17_StoreKit_SwiftUI023PagedPickerSubscriptionA12ControlStyleV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct PagedPickerSubscriptionStoreControlStyle {}

/// /documentation/StoreKit/PagedProminentPickerSubscriptionStoreControlStyle · s:17_StoreKit_SwiftUI032PagedProminentPickerSubscriptionA12ControlStyleV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct PagedProminentPickerSubscriptionStoreControlStyle {}

/// /documentation/StoreKit/PickerSubscriptionStoreControlStyle · s:17_StoreKit_SwiftUI018PickerSubscriptionA12ControlStyleV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct PickerSubscriptionStoreControlStyle {}

/// /documentation/StoreKit/ProductIconPhase · s:17_StoreKit_SwiftUI16ProductIconPhaseO
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public enum ProductIconPhase {}

#if !canImport(SwiftUI)  // with SwiftUI, declared as Apple does in Purchases.swift
/// /documentation/StoreKit/ProductView · s:17_StoreKit_SwiftUI11ProductViewV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
@MainActor public struct ProductView {}  // isolated as Apple's is
#endif

/// /documentation/StoreKit/ProductViewStyle · s:17_StoreKit_SwiftUI16ProductViewStyleP
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public protocol ProductViewStyle {}

/// /documentation/StoreKit/ProductViewStyleConfiguration · s:17_StoreKit_SwiftUI29ProductViewStyleConfigurationV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct ProductViewStyleConfiguration {}

/// /documentation/StoreKit/ProminentPickerSubscriptionStoreControlStyle · s:17_StoreKit_SwiftUI027ProminentPickerSubscriptionA12ControlStyleV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct ProminentPickerSubscriptionStoreControlStyle {}

/// /documentation/StoreKit/PurchaseAction · s:17_StoreKit_SwiftUI14PurchaseActionV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct PurchaseAction {}

/// /documentation/StoreKit/RegularProductViewStyle · s:17_StoreKit_SwiftUI23RegularProductViewStyleV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct RegularProductViewStyle {}

/// /documentation/StoreKit/RequestReviewAction · s:17_StoreKit_SwiftUI19RequestReviewActionV
@available(iOS, introduced: 16.0)
@available(macOS, introduced: 13.0)
public struct RequestReviewAction {}

/// /documentation/StoreKit/StoreButtonKind · s:17_StoreKit_SwiftUI0A10ButtonKindV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct StoreButtonKind {}

/// /documentation/StoreKit/StoreContent · s:17_StoreKit_SwiftUI0A7ContentP
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public protocol StoreContent {}

/// /documentation/StoreKit/StoreContentBuilder · s:17_StoreKit_SwiftUI0A14ContentBuilderV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct StoreContentBuilder {}

#if !canImport(SwiftUI)  // with SwiftUI, declared as Apple does in Purchases.swift
/// /documentation/StoreKit/StoreView · s:17_StoreKit_SwiftUI0A4ViewV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
@MainActor public struct StoreView {}  // isolated as Apple's is
#endif

/// /documentation/StoreKit/SubscriptionOfferView · s:17_StoreKit_SwiftUI21SubscriptionOfferViewV
@available(iOS, introduced: 26.0)
@available(macOS, unavailable)
public struct SubscriptionOfferView {}

/// /documentation/StoreKit/SubscriptionOfferViewButtonKind · s:17_StoreKit_SwiftUI31SubscriptionOfferViewButtonKindV
@available(iOS, introduced: 26.0)
@available(macOS, unavailable)
public struct SubscriptionOfferViewButtonKind {}

/// /documentation/StoreKit/SubscriptionOfferViewStyle · s:17_StoreKit_SwiftUI26SubscriptionOfferViewStyleP
@available(iOS, introduced: 26.0)
@available(macOS, unavailable)
public protocol SubscriptionOfferViewStyle {}

/// /documentation/StoreKit/SubscriptionOfferViewStyleConfiguration · s:17_StoreKit_SwiftUI39SubscriptionOfferViewStyleConfigurationV
@available(iOS, introduced: 26.0)
@available(macOS, unavailable)
public struct SubscriptionOfferViewStyleConfiguration {}

/// /documentation/StoreKit/SubscriptionOptionGroup · s:17_StoreKit_SwiftUI23SubscriptionOptionGroupV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionOptionGroup {}

/// /documentation/StoreKit/SubscriptionOptionGroupSet · s:17_StoreKit_SwiftUI26SubscriptionOptionGroupSetV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionOptionGroupSet {}

/// /documentation/StoreKit/SubscriptionOptionGroupStyle · s:17_StoreKit_SwiftUI28SubscriptionOptionGroupStyleP
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public protocol SubscriptionOptionGroupStyle {}

/// /documentation/StoreKit/SubscriptionOptionGroupStyleOutput · s:17_StoreKit_SwiftUI34SubscriptionOptionGroupStyleOutputV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionOptionGroupStyleOutput {}

/// /documentation/StoreKit/SubscriptionOptionSection · s:17_StoreKit_SwiftUI25SubscriptionOptionSectionV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionOptionSection {}

/// /documentation/StoreKit/SubscriptionPeriodGroupSet · s:17_StoreKit_SwiftUI26SubscriptionPeriodGroupSetV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionPeriodGroupSet {}

/// /documentation/StoreKit/SubscriptionStoreButton · s:17_StoreKit_SwiftUI012SubscriptionA6ButtonV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionStoreButton {}

/// /documentation/StoreKit/SubscriptionStoreButtonLabel · s:17_StoreKit_SwiftUI012SubscriptionA11ButtonLabelV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct SubscriptionStoreButtonLabel {}

/// /documentation/StoreKit/SubscriptionStoreContentView · as StoreKit's interface declares it
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionStoreContentView {}

/// /documentation/StoreKit/SubscriptionStoreControlBackground · s:17_StoreKit_SwiftUI012SubscriptionA17ControlBackgroundV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct SubscriptionStoreControlBackground {}

/// /documentation/StoreKit/SubscriptionStoreControlPlacement · s:17_StoreKit_SwiftUI012SubscriptionA16ControlPlacementP
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public protocol SubscriptionStoreControlPlacement {}

/// /documentation/StoreKit/SubscriptionStoreControlPlacementKey · s:17_StoreKit_SwiftUI012SubscriptionA19ControlPlacementKeyV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionStoreControlPlacementKey {}

/// /documentation/StoreKit/SubscriptionStoreControlStyle · s:17_StoreKit_SwiftUI012SubscriptionA12ControlStyleP
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public protocol SubscriptionStoreControlStyle {}

/// /documentation/StoreKit/SubscriptionStoreControlStyleConfiguration · s:17_StoreKit_SwiftUI012SubscriptionA25ControlStyleConfigurationV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct SubscriptionStoreControlStyleConfiguration {}

/// /documentation/StoreKit/SubscriptionStorePicker · s:17_StoreKit_SwiftUI012SubscriptionA6PickerV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionStorePicker {}

/// /documentation/StoreKit/SubscriptionStorePickerOption · s:17_StoreKit_SwiftUI012SubscriptionA12PickerOptionV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct SubscriptionStorePickerOption {}

/// /documentation/StoreKit/SubscriptionStorePolicyKind · s:17_StoreKit_SwiftUI012SubscriptionA10PolicyKindV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
public struct SubscriptionStorePolicyKind {}

#if !canImport(SwiftUI)  // with SwiftUI, declared as Apple does in Purchases.swift
/// /documentation/StoreKit/SubscriptionStoreView · s:17_StoreKit_SwiftUI012SubscriptionA4ViewV
@available(iOS, introduced: 17.0)
@available(macOS, introduced: 14.0)
@MainActor public struct SubscriptionStoreView {}  // isolated as Apple's is
#endif

/// /documentation/StoreKit/TabsSubscriptionOptionGroupStyle · s:17_StoreKit_SwiftUI32TabsSubscriptionOptionGroupStyleV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct TabsSubscriptionOptionGroupStyle {}

/// /documentation/StoreKit/TupleStoreContent · s:17_StoreKit_SwiftUI05TupleA7ContentV
@available(iOS, introduced: 18.0)
@available(macOS, introduced: 15.0)
public struct TupleStoreContent {}
