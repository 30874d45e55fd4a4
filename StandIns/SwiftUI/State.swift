// SwiftUI's state, as StoreHelperUI's views use it (see View.swift).

/// /documentation/SwiftUI/State · s:7SwiftUI5StateV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@propertyWrapper
public struct State<Value> {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// /documentation/SwiftUI/State/init(wrappedValue:) · s:7SwiftUI5StateV12wrappedValueACyxGx_tcfc
    public init(wrappedValue value: Value) { storage = Storage(value) }

    /// /documentation/SwiftUI/State/init(initialValue:) · s:7SwiftUI5StateV12initialValueACyxGx_tcfc
    public init(initialValue value: Value) { storage = Storage(value) }

    /// /documentation/SwiftUI/State/wrappedValue · s:7SwiftUI5StateV12wrappedValuexvp
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}
