public import Foundation

// SwiftUI's environment, as the florist app (Examples/FloristApp) reads it (see View.swift).

/// /documentation/SwiftUI/Environment · s:7SwiftUI11EnvironmentV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@frozen @propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// /documentation/SwiftUI/Environment/init(_:) · s:7SwiftUI11EnvironmentVyACyxGs7KeyPathCyAA0C6ValuesVxGcfc
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// /documentation/SwiftUI/Environment/wrappedValue · s:7SwiftUI11EnvironmentV12wrappedValuexvp
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// /documentation/SwiftUI/EnvironmentValues · s:7SwiftUI17EnvironmentValuesV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
public struct EnvironmentValues {
    /// /documentation/SwiftUI/EnvironmentValues/init() · s:7SwiftUI17EnvironmentValuesVACycfc
    public init() {}

    /// /documentation/SwiftUI/EnvironmentValues/openURL · s:7SwiftUI17EnvironmentValuesV7openURLAA13OpenURLActionVvp
    @available(iOS, introduced: 14.0)
    @available(macOS, introduced: 11.0)
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { OpenURLAction() }
        set {}
    }
}

/// /documentation/SwiftUI/OpenURLAction · s:7SwiftUI13OpenURLActionV
@available(iOS, introduced: 14.0)
@available(macOS, introduced: 11.0)
@MainActor @preconcurrency
public struct OpenURLAction {
    init() {}

    /// /documentation/SwiftUI/OpenURLAction/callAsFunction(_:) · s:7SwiftUI13OpenURLActionV14callAsFunctionyy10Foundation3URLVF
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) {}
}
