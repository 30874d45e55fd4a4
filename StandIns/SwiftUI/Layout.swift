public import Foundation

// SwiftUI's stack, list and row containers, as StoreHelperUI's views use them (see View.swift).

/// /documentation/SwiftUI/VStack · s:7SwiftUI6VStackV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@frozen
nonisolated public struct VStack<Content>: View where Content: View {
    private let content: Content

    /// /documentation/SwiftUI/VStack/init(alignment:spacing:content:) ·
    /// s:7SwiftUI6VStackV9alignment7spacing7contentACyxGAA19HorizontalAlignmentV_14CoreFoundation7CGFloatVSgxyXEtcfc
    /// (Apple's `alignment` defaults to `.center`, whose page is not stored: the views always pass one.)
    nonisolated public init(alignment: HorizontalAlignment, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}

/// /documentation/SwiftUI/HorizontalAlignment · s:7SwiftUI19HorizontalAlignmentV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@frozen
public struct HorizontalAlignment {
    /// /documentation/SwiftUI/HorizontalAlignment/leading · s:7SwiftUI19HorizontalAlignmentV7leadingACvpZ
    public static let leading = HorizontalAlignment()
}

/// /documentation/SwiftUI/List · s:7SwiftUI4ListV (its page is not stored: the USR is the one its initializers'
/// USRs name, the availability theirs)
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    private let content: Content

    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}

extension List where SelectionValue == Never {
    /// /documentation/SwiftUI/List/init(content:) · s:7SwiftUI4ListVAAs5NeverORszrlE7contentACyAEq_Gq_yXE_tcfc
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// /documentation/SwiftUI/List/init(_:rowContent:)-3vn6i ·
    /// s:7SwiftUI4ListVAAs5NeverORszrlE_10rowContentACyAeA7ForEachVyqd__7Element_2IDQYd__qd_0_GGqd___qd_0_AIQyd__ctcALRs_SkRd__AA4ViewRd_0_s12IdentifiableANRQr0_lufc
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        content = ForEach(data: data, content: rowContent)
    }
}

/// /documentation/SwiftUI/ForEach · s:7SwiftUI7ForEachV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// /documentation/SwiftUI/ForEach/data · s:7SwiftUI7ForEachV4dataxvp
    public var data: Data
    /// /documentation/SwiftUI/ForEach/content · s:7SwiftUI7ForEachV7contentyq0_7ElementQzcvp
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}
