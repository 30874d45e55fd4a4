// SwiftUI's app and scene, as the florist app (Examples/FloristApp) uses them (see View.swift).

/// /documentation/SwiftUI/App · s:7SwiftUI3AppP
@available(iOS, introduced: 14.0)
@available(macOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol App {
    /// /documentation/SwiftUI/App/Body-swift.associatedtype · s:7SwiftUI3AppP4BodyQa
    associatedtype Body: Scene
    /// /documentation/SwiftUI/App/body-swift.property · s:7SwiftUI3AppP4body4BodyQzvp
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// /documentation/SwiftUI/App/init() · s:7SwiftUI3AppPxycfc
    @MainActor @preconcurrency init()
}

extension App {
    /// /documentation/SwiftUI/App/main() · s:7SwiftUI3AppPAAE4mainyyFZ (what `@main` calls; the stand-in runs nothing)
    @available(iOS, introduced: 14.0)
    @available(macOS, introduced: 11.0)
    @MainActor @preconcurrency public static func main() { fatalError("the SwiftUI stand-in runs no app") }
}

/// /documentation/SwiftUI/Scene · s:7SwiftUI5SceneP
@available(iOS, introduced: 14.0)
@available(macOS, introduced: 11.0)
@MainActor @preconcurrency
public protocol Scene {
    /// /documentation/SwiftUI/Scene/Body-swift.associatedtype · s:7SwiftUI5SceneP4BodyQa
    associatedtype Body: Scene
    /// /documentation/SwiftUI/Scene/body-swift.property · s:7SwiftUI5SceneP4body4BodyQzvp
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// /documentation/SwiftUI/SceneBuilder · s:7SwiftUI12SceneBuilderV
@available(iOS, introduced: 14.0)
@available(macOS, introduced: 11.0)
@resultBuilder
public struct SceneBuilder {
    /// /documentation/SwiftUI/SceneBuilder/buildBlock(_:) · s:7SwiftUI12SceneBuilderV10buildBlockyQrxxQpRvzAA0C0RzlFZ
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene {
        SceneTuple()
    }
}

/// What the stand-in's scene builder returns (Apple's is opaque too).
struct SceneTuple: Scene {
    var body: Never { return fatalError("the SwiftUI stand-in runs no app") }
}

/// /documentation/SwiftUI/WindowGroup · s:7SwiftUI11WindowGroupV
@available(iOS, introduced: 14.0)
@available(macOS, introduced: 11.0)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    /// /documentation/SwiftUI/WindowGroup/init(content:) · s:7SwiftUI11WindowGroupV7contentACyxGxyXE_tcfc (the
    /// page's builder is `@ContentBuilder`, Xcode 27's name for the builder of views and scenes; `@ViewBuilder` here)
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    @available(macOS, introduced: 11.0, deprecated: 15.0)
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    public var body: Never { return fatalError("the SwiftUI stand-in runs no app") }
}
