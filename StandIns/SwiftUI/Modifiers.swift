// SwiftUI's view modifiers, as StoreHelperUI's views use them (see View.swift). Each returns the view itself: the
// stand-in only type-checks.

extension View {
    /// /documentation/SwiftUI/View/disabled(_:) · s:7SwiftUI4ViewPAAE8disabledyQrSbF
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    /// /documentation/SwiftUI/View/task(name:priority:file:line:_:) · s:7SwiftUI4ViewPAAE4task4name8priority4file4line_QrSSSg_ScPSSSiyyYaYAcntF
    @available(iOS, introduced: 15.0)
    @available(macOS, introduced: 12.0)
    nonisolated public func task(
        name: String? = nil,
        priority: TaskPriority = .userInitiated,
        file: String = #fileID,
        line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }

    /// /documentation/SwiftUI/View/onChange(of:initial:_:)-4psgg · s:7SwiftUI4ViewPAAE8onChange2of7initial_Qrqd___Sbyqd___qd__tctSQRd__lF
    @available(iOS, introduced: 17.0)
    @available(macOS, introduced: 14.0)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
    where V: Equatable { self }
}

extension View {
    /// /documentation/SwiftUI/View/accessibilityValue(_:)-z9mo ·
    /// s:7SwiftUI4ViewPAAE18accessibilityValueyAA15ModifiedContentVyxAA31AccessibilityAttachmentModifierVGAA4TextVF
    @available(iOS, introduced: 14.0)
    @available(macOS, introduced: 11.0)
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}

/// /documentation/SwiftUI/ModifiedContent · s:7SwiftUI15ModifiedContentV (its page is not stored: the USR is the type
/// its members' USRs name, the availability theirs)
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@frozen
public struct ModifiedContent<Content, Modifier> {
    let content: Content
    let modifier: Modifier
}

extension ModifiedContent: View where Content: View {
    public var body: Never { return fatalError("the SwiftUI stand-in draws nothing") }
}

/// /documentation/SwiftUI/AccessibilityAttachmentModifier · s:7SwiftUI31AccessibilityAttachmentModifierV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
nonisolated public struct AccessibilityAttachmentModifier {}
