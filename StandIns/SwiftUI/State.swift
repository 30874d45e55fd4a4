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

    /// /documentation/SwiftUI/State/projectedValue · s:7SwiftUI5StateV14projectedValueAA7BindingVyxGvp
    public var projectedValue: Binding<Value> {
        Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

/// /documentation/SwiftUI/Binding · s:7SwiftUI7BindingV
@available(iOS, introduced: 13.0)
@available(macOS, introduced: 10.15)
@frozen @propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// /documentation/SwiftUI/Binding/wrappedValue · s:7SwiftUI7BindingV12wrappedValuexvp
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}
