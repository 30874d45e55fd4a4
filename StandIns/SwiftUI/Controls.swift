// SwiftUI's text and button, as StoreHelperUI's views use them (see View.swift).

/// /documentation/SwiftUI/Text · s:7SwiftUI4TextV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@frozen
public struct Text {
    private let content: String

    /// /documentation/SwiftUI/Text/init(_:)-9d1g4 · s:7SwiftUI4TextVyACxcSyRzlufc
    public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }
}

// As Apple's: the conformance in an extension, so Text's own members are not isolated to the main actor.
extension Text: View {
    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}

/// /documentation/SwiftUI/Button · s:7SwiftUI6ButtonV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
nonisolated public struct Button<Label>: View where Label: View {
    private let action: @MainActor () -> Void
    private let label: Label

    /// /documentation/SwiftUI/Button/init(action:label:) · s:7SwiftUI6ButtonV6action5labelACyxGyyc_xyXEtcfc
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}

extension Button where Label == Text {
    /// /documentation/SwiftUI/Button/init(_:action:)-lpm7 · s:7SwiftUI6ButtonVA2A4TextVRszrlE_6actionACyAEGqd___yyctcSyRd__lufc
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { return Text(title) }
    }
}
