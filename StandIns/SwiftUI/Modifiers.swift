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
}
