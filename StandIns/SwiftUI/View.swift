// Declarations of Apple's SwiftUI that StoreHelperUI's views use, each after its documentation page (path and USR
// beside it, as scripts/swiftui/swiftui-symbols.json lists them). Not part of any Linux build: the type-check as iOS
// and macOS (scripts/apple-typecheck/check.py) compiles this module in place of Apple's. Nothing here draws.

/// /documentation/SwiftUI/View · s:7SwiftUI4ViewP
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@MainActor @preconcurrency
public protocol View {
    /// /documentation/SwiftUI/View/Body-swift.associatedtype · s:7SwiftUI4ViewP4BodyQa
    associatedtype Body: View
    /// /documentation/SwiftUI/View/body-8kl5o · s:7SwiftUI4ViewP4body4BodyQzvp
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// /documentation/SwiftUI/ViewBuilder · s:7SwiftUI11ViewBuilderV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@resultBuilder
public struct ViewBuilder {
    /// /documentation/SwiftUI/ViewBuilder/buildBlock(_:)-2bj1g · s:7SwiftUI11ViewBuilderV10buildBlockyAA05TupleC0VyxxQp_tGxxQpRvzAA0C0RzlFZ
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// /documentation/SwiftUI/ViewBuilder/buildIf(_:) · s:7SwiftUI11ViewBuilderV7buildIfyxSgAElFZ
    public static func buildIf<Content>(_ content: Content?) -> Content? { content }
}

/// /documentation/SwiftUI/TupleView · s:7SwiftUI9TupleViewV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@frozen
nonisolated public struct TupleView<T> {
    /// /documentation/SwiftUI/TupleView/value · s:7SwiftUI9TupleViewV5valuexvp
    public var value: T

    /// /documentation/SwiftUI/TupleView/init(_:) · s:7SwiftUI9TupleViewVyACyxGxcfc
    nonisolated public init(_ value: T) { self.value = value }
}

// SwiftUI's own views are primitive here (`Body == Never`), whatever Apple's bodies are: an app never names a
// SwiftUI view's `body`, and scripts/swiftui/check.py says it skips them.
extension TupleView: View {
    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}

extension Never: View {
    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}

extension Optional: View where Wrapped: View {
    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}

/// /documentation/SwiftUI/EmptyView · s:7SwiftUI9EmptyViewV (StoreKit's views name it: `StoreView(ids:)` is a
/// `StoreView<EmptyView, EmptyView>`)
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@frozen
public struct EmptyView {}

extension EmptyView: View {
    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}
