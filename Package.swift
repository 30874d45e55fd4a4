// swift-tools-version:6.1
import PackageDescription

// Two halves in one package. The client half (what an app links: StoreHelper, StoreHelperStoreKit, and
// StoreHelperLocal for its tests) needs only swift-crypto, swift-certificates, swift-asn1 and swift-log. The
// server half (StoreServer, the local App Store over HTTP, storage, the API client, the CLI, the benchmarks and
// the tests) is the `Server` trait: every dependency only it uses is declared under that trait, so an app that
// adds this package resolves none of them. Build the server half with `--traits Server`
// (`swift run --traits Server storehelper …`, `swift test --traits Server`), or in a package that depends
// on this one, with `traits: ["Server"]`. With the default traits (`swift build`, `swift test`, Xcode opening the
// package) the whole package still builds: the server half's files are `#if Server` and compile to nothing, its
// executables say in one line to add the trait, and `swift test` runs the client half's tests (`.ci/run` builds it).
func serverOnly(_ product: String, _ package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["Server"]))
}

let package = Package(
    name: "StoreHelper",
    // One floor for both halves: iOS 17 and macOS 14 are where StoreKit's SwiftUI views begin (the app half),
    // and every dependency of the server half declares a lower one. Nothing newer is used unguarded in any
    // target, tests included (scripts/availability/check.py reads every reference in the build's index).
    platforms: [.macOS(.v14), .iOS(.v17)],
    // What users add: the app half (StoreHelper, StoreHelperStoreKit, StoreHelperUI; StoreHelperLocal for its tests), the
    // building blocks that stand alone (Apple's payloads, verification, the entitlement engine, the `.storekit`
    // reader, the local App Store, its App Store Server API and Retention Messaging, its state directory), and the
    // server half (the App Store Server API
    // client, the local store over HTTP, storage's protocol, StoreServer). The rest are internals: the chain
    // minter, the device–store seam (StoreHelper and StoreHelperStoreKit re-export it), the client–server wire
    // types, the SQL backings StoreServer picks by URL, and the dashboard.
    products: [
        .library(name: "AppStoreModels", targets: ["AppStoreModels"]),
        .library(name: "AppStoreSignature", targets: ["AppStoreSignature"]),
        .library(name: "Entitlements", targets: ["Entitlements"]),
        .library(name: "StoreKitConfiguration", targets: ["StoreKitConfiguration"]),
        .library(name: "LocalAppStore", targets: ["LocalAppStore"]),
        .library(name: "LocalAppStoreServerAPI", targets: ["LocalAppStoreServerAPI"]),
        .library(name: "LocalAppStoreRetention", targets: ["LocalAppStoreRetention"]),
        .library(name: "LocalAppStoreSQLite", targets: ["LocalAppStoreSQLite"]),
        .library(name: "StoreHelper", targets: ["StoreHelper"]),
        .library(name: "StoreHelperLocal", targets: ["StoreHelperLocal"]),
        .library(name: "StoreHelperStoreKit", targets: ["StoreHelperStoreKit"]),
        .library(name: "StoreHelperUI", targets: ["StoreHelperUI"]),
        .library(name: "AppStoreServerAPI", targets: ["AppStoreServerAPI"]),
        .library(name: "LocalAppStoreServer", targets: ["LocalAppStoreServer"]),
        .library(name: "StoreStorage", targets: ["StoreStorage"]),
        .library(name: "StoreServer", targets: ["StoreServer"]),
        .executable(name: "storehelper", targets: ["StoreHelperCLI"]),
        .executable(name: "storehelper-bench", targets: ["StoreHelperBenchmarks"]),
    ],
    traits: [
        .trait(
            name: "Server",
            description: "The server half: StoreServer, the local App Store over HTTP, storage, the API client, the CLI, benchmarks, tests."
        )
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.0.0"),
        .package(url: "https://github.com/apple/swift-certificates.git", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-asn1.git", from: "1.7.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.5.1"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.36.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/vapor/sql-kit.git", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit.git", from: "4.5.2"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/vapor/postgres-kit.git", from: "2.17.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-atomics.git", from: "1.3.0"),
    ],
    targets: [
        .target(name: "AppStoreModels"),
        .target(
            name: "AppStoreSignature",
            dependencies: [
                "AppStoreModels",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The certificate authority that mints Apple-shaped chains: the local store's and the tests', never a verifier's.
        .target(
            name: "LocalCertificateAuthority",
            dependencies: [
                "AppStoreModels",
                "AppStoreSignature",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        .target(name: "StoreKitInterface", dependencies: ["AppStoreModels"]),
        .target(name: "Entitlements", dependencies: ["AppStoreModels"]),
        // The app–server contract: the wire types ServerConnection and StoreServer share, and the check of the
        // server's response signature (the server alone signs).
        .target(
            name: "StoreHelperJSON",
            dependencies: ["Entitlements", "AppStoreModels", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "StoreKitConfiguration",
            dependencies: ["AppStoreModels", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "LocalAppStore",
            dependencies: [
                "LocalCertificateAuthority",
                "StoreKitConfiguration", "AppStoreModels", "AppStoreSignature", "Entitlements",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
            ]
        ),
        // The App Store Server API's answers over the local store's core: history and notification pages,
        // renewal-date extensions, consumption reports, API keys, order lookups (the HTTP side is
        // LocalAppStoreServer's).
        .target(
            name: "LocalAppStoreServerAPI",
            dependencies: [
                "LocalAppStore", "AppStoreModels",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Retention Messaging over the local store's core: content and Apple's review, cancellation flows,
        // performance tests (the HTTP side is LocalAppStoreServer's).
        .target(
            name: "LocalAppStoreRetention",
            dependencies: ["LocalAppStore", "LocalAppStoreServerAPI", "AppStoreModels", "AppStoreSignature", "StoreKitInterface"]
        ),
        // The local store's state directory: its SQLite database, the lock that serializes writers, the version
        // cache and the async accessor (the store's core knows none of it).
        .target(
            name: "LocalAppStoreSQLite",
            dependencies: [
                "LocalAppStore", "AppStoreModels",
                serverOnly("SQLiteNIO", "sqlite-nio"),
                serverOnly("NIOPosix", "swift-nio"),
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
            ]
        ),
        .target(
            name: "StoreHelper",
            dependencies: [
                "StoreKitInterface", "AppStoreModels", "AppStoreSignature", "Entitlements", "StoreHelperJSON",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The README's other code blocks as an app's, a server's and a tool's code (compiled; the README quotes them).
        .target(
            name: "ReadmeSnippets",
            dependencies: [
                "StoreHelper", "StoreHelperStoreKit",
            ],
            path: "Examples/ReadmeSnippets"
        ),
        // The README's screen: StoreHelperUI's SwiftUI views in an app's view (type-checked as iOS and macOS on Linux).
        .target(name: "FloristScreens", dependencies: ["StoreHelper", "StoreHelperUI", "StoreHelperStoreKit"], path: "Examples/FloristScreens"),
        // The DocC articles' code blocks as an app's, a server's or a tool's code (compiled; the articles quote them).
        .target(
            name: "DocCSnippets",
            dependencies: [
                "AppStoreModels", "AppStoreServerAPI", "AppStoreSignature", "Entitlements", "LocalAppStore", "StoreHelper",
                "StoreHelperJSON", "StoreHelperLocal", "StoreHelperUI", "StoreKitConfiguration", "StoreKitInterface", "StoreServer", "StoreStorage",
                "StoreStorageSQLite", "StoreWeb", serverOnly("Hummingbird", "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/DocCSnippets"
        ),
        // The README's StoreHelper example as an app's code (`swift run ReadmeExample`; CI runs it).
        .executableTarget(name: "ReadmeExample", dependencies: ["StoreHelper", "StoreHelperLocal"], path: "Examples/ReadmeExample"),
        // StoreHelper's store over Apple's StoreKit 2: what an app ships (on Linux, over the stand-in below).
        .target(name: "StoreHelperStoreKit", dependencies: ["StoreHelper", "StoreKitInterface", "AppStoreModels"]),
        // The shop's view state over StoreHelper: what each view shows and enables, decided where it runs and is tested
        // on every platform (the SwiftUI views that lay it out are issue 61's next step).
        .target(name: "StoreHelperUI", dependencies: ["StoreHelper"]),
        .testTarget(
            name: "StoreHelperUITests",
            dependencies: ["StoreHelperUI", "StoreHelper", "StoreHelperLocal", "LocalAppStore", "StoreHelperFixtures"]
        ),
        .target(
            name: "StoreHelperLocal",
            dependencies: [
                "AppStoreModels", "Entitlements",
                "StoreKitInterface", "LocalAppStore", "StoreKitConfiguration", "AppStoreSignature",
            ]
        ),
        .target(
            name: "AppStoreServerAPI",
            dependencies: [
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                "AppStoreModels", "AppStoreSignature",
                serverOnly("AsyncHTTPClient", "async-http-client"),
                serverOnly("NIOCore", "swift-nio"),
                serverOnly("NIOHTTP1", "swift-nio"),
            ]
        ),
        .target(
            name: "StoreWeb",
            dependencies: [
                "AppStoreModels",
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                serverOnly("Hummingbird", "hummingbird"),
                serverOnly("HummingbirdCore", "hummingbird"),
                serverOnly("NIOCore", "swift-nio"),
                serverOnly("NIOHTTPTypes", "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                serverOnly("Mustache", "swift-mustache"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "LocalAppStoreServer",
            dependencies: [
                "LocalAppStoreServerAPI",
                "LocalAppStoreRetention",
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                // A temporary state directory, and the log recorder, are the server half's (`#if Server`).
                .target(name: "LocalAppStoreSQLite", condition: .when(traits: ["Server"])),
                serverOnly("NIOHTTP1", "swift-nio"), "StoreKitConfiguration", "StoreKitInterface",
                "LocalAppStore", "StoreWeb", "AppStoreModels", "AppStoreSignature",
                serverOnly("Hummingbird", "hummingbird"),
                serverOnly("AsyncHTTPClient", "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                serverOnly("NIOCore", "swift-nio"),
                serverOnly("NIOPosix", "swift-nio"),
                serverOnly("ServiceLifecycle", "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "StoreStorage",
            dependencies: [
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                "AppStoreModels",
                .product(name: "Crypto", package: "swift-crypto"),
                serverOnly("SQLKit", "sql-kit"),
                serverOnly("NIOCore", "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "StoreStorageSQLite",
            dependencies: [
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                serverOnly("Atomics", "swift-atomics"),
                "StoreStorage",
                serverOnly("SQLKit", "sql-kit"),
                serverOnly("SQLiteKit", "sqlite-kit"),
                serverOnly("SQLiteNIO", "sqlite-nio"),
                serverOnly("NIOPosix", "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "StoreStoragePostgres",
            dependencies: [
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                "StoreStorage",
                serverOnly("SQLKit", "sql-kit"),
                serverOnly("PostgresKit", "postgres-kit"),
                serverOnly("PostgresNIO", "postgres-nio"),
                serverOnly("NIOSSL", "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "StoreServer",
            dependencies: [
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                serverOnly("CoreMetrics", "swift-metrics"), serverOnly("HTTPTypes", "swift-http-types"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                "StoreStorage", "StoreStorageSQLite", "AppStoreServerAPI", "AppStoreSignature", "AppStoreModels", "Entitlements",
                "StoreKitConfiguration", "StoreHelperJSON", "StoreWeb",
                serverOnly("Hummingbird", "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "Logging", package: "swift-log"),
                serverOnly("NIOCore", "swift-nio"),
                serverOnly("ServiceLifecycle", "swift-service-lifecycle"),
                serverOnly("Prometheus", "swift-prometheus"),
            ]
        ),
        // `storehelper check`'s engine: a device, the local store and StoreServer driven by one random history
        // and compared after each step, with the shrinking of a disagreement (the command line is the CLI's).
        .target(
            name: "StoreHelperCheck",
            dependencies: [
                "AppStoreModels", "AppStoreSignature", "Entitlements", "LocalAppStore", "LocalAppStoreRetention",
                "LocalAppStoreServer", "StoreHelper", "StoreHelperJSON", "StoreHelperLocal", "StoreHelperStoreKit", "StoreKitConfiguration",
                "StoreKitInterface", "StoreServer", "StoreStorage",
                serverOnly("AsyncHTTPClient", "async-http-client"),
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                serverOnly("NIOCore", "swift-nio"),
                serverOnly("NIOHTTP1", "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        // `storehelper demo`'s shop: a StoreHelper over a local App Store in a directory, driven by text commands and
        // showing StoreHelperUI's view state in lines (the command line is the CLI's).
        .target(
            name: "StoreHelperDemo",
            dependencies: [
                "AppStoreModels", "Entitlements", "LocalAppStore", "StoreHelper", "StoreHelperJSON", "StoreHelperLocal", "StoreHelperUI",
                "StoreKitConfiguration", "StoreKitInterface",
                .target(name: "LocalAppStoreSQLite", condition: .when(traits: ["Server"])),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "StoreHelperCLI",
            dependencies: [
                "StoreHelperCheck",
                "StoreHelperDemo",
                "LocalAppStoreServerAPI",
                "LocalAppStoreRetention",
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                // A temporary state directory, and the log recorder, are the server half's (`#if Server`).
                .target(name: "LocalAppStoreSQLite", condition: .when(traits: ["Server"])),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                "StoreHelperJSON", "StoreKitConfiguration", "StoreKitInterface", "AppStoreModels", "AppStoreSignature",
                "Entitlements", "LocalAppStore", "StoreHelper", "LocalAppStoreServer", "StoreWeb",
                "StoreServer", "StoreStorage", "StoreStorageSQLite", "StoreStoragePostgres", "AppStoreServerAPI",
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "Logging", package: "swift-log"),
                serverOnly("ArgumentParser", "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["README.md"]
        ),
        // `storehelper-bench`: the benchmarks and their load generator, apart from the shipped tool
        // (Benchmarks/README.md holds the figures).
        .executableTarget(
            name: "StoreHelperBenchmarks",
            dependencies: [
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                serverOnly("Atomics", "swift-atomics"),
                "LocalAppStoreSQLite",
                .product(name: "SwiftASN1", package: "swift-asn1"),
                "LocalCertificateAuthority",
                "AppStoreModels", "AppStoreSignature", "Entitlements", "LocalAppStore", "StoreHelper", "StoreHelperJSON",
                "StoreHelperLocal", "StoreKitConfiguration", "StoreKitInterface", "StoreServer", "StoreStorage", "StoreStorageSQLite",
                "StoreStoragePostgres", serverOnly("ArgumentParser", "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                serverOnly("NIOCore", "swift-nio"),
                serverOnly("NIOHTTP1", "swift-nio"),
                serverOnly("NIOPosix", "swift-nio"),
            ],
            path: "Benchmarks/Sources/StoreHelperBenchmarks",
            resources: [.copy("Resources")]
        ),
        // Light test fixtures: the florist shop, the test authority, real signed data (a database only with the Server
        // trait: a temporary state directory).
        .target(
            name: "StoreHelperFixtures",
            dependencies: [
                "LocalAppStoreRetention",
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                // A temporary state directory, and the log recorder, are the server half's (`#if Server`).
                .target(name: "LocalAppStoreSQLite", condition: .when(traits: ["Server"])),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                "LocalCertificateAuthority",
                "StoreKitConfiguration", "LocalAppStore", "AppStoreSignature", "AppStoreModels",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "X509", package: "swift-certificates"),
            ],
            resources: [.copy("Resources")]
        ),
        // Database-backed test support: throwaway SQLite files and PostgreSQL databases.
        .target(
            name: "StoreHelperTesting",
            dependencies: [
                .product(name: "SwiftASN1", package: "swift-asn1"),
                "StoreServer", "StoreHelperFixtures", "LocalAppStore", "AppStoreModels", "AppStoreSignature",
                serverOnly("Hummingbird", "hummingbird"), serverOnly("HummingbirdTesting", "hummingbird"),
                serverOnly("HTTPTypes", "swift-http-types"), serverOnly("NIOCore", "swift-nio"),
                .product(name: "X509", package: "swift-certificates"),
                "StoreStorage", "StoreStorageSQLite", "StoreStoragePostgres",
                serverOnly("SQLKit", "sql-kit"),
            ]
        ),
        .testTarget(
            name: "StoreKitConfigurationTests",
            dependencies: ["StoreKitConfiguration", "StoreHelperFixtures", "AppStoreModels", "Entitlements"]
        ),
        .testTarget(
            name: "AppStoreModelsTests",
            dependencies: [
                "StoreHelperFixtures", "AppStoreModels",
            ]
        ),
        .testTarget(
            name: "AppStoreSignatureTests",
            dependencies: [
                "LocalCertificateAuthority",
                "StoreHelperFixtures", "AppStoreSignature", "AppStoreModels",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        .testTarget(
            name: "EntitlementsTests",
            dependencies: [
                "StoreHelperFixtures", "Entitlements", "StoreKitInterface", "AppStoreModels", "AppStoreSignature",
            ]
        ),
        .testTarget(
            name: "LocalAppStoreTests",
            dependencies: [
                "LocalAppStoreServerAPI",
                "LocalAppStoreRetention",
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                // A temporary state directory, and the log recorder, are the server half's (`#if Server`).
                .target(name: "LocalAppStoreSQLite", condition: .when(traits: ["Server"])),
                "LocalCertificateAuthority", "StoreKitInterface", .product(name: "SwiftASN1", package: "swift-asn1"),
                "LocalAppStore", "StoreHelperFixtures", "StoreKitConfiguration", "Entitlements", "AppStoreModels",
                "AppStoreSignature",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                serverOnly("SQLiteNIO", "sqlite-nio"),
            ]
        ),
        .testTarget(
            name: "StoreHelperLocalTests",
            dependencies: [
                "LocalAppStoreSQLite", "StoreHelperLocal", "StoreHelperFixtures", "LocalAppStore", "StoreKitInterface", "AppStoreSignature",
                "AppStoreModels",
            ]
        ),
        .testTarget(
            name: "StoreHelperTests",
            dependencies: [
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                "StoreHelperJSON",
                "LocalCertificateAuthority",
                "StoreHelper", "StoreKitInterface", "StoreHelperFixtures", "StoreKitConfiguration", "StoreHelperLocal",
                "LocalAppStore", "Entitlements", "AppStoreModels", "AppStoreSignature",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "StoreWebTests",
            dependencies: [
                serverOnly("HTTPTypes", "swift-http-types"), serverOnly("NIOFoundationEssentialsCompat", "swift-nio"),
                "StoreWeb", .product(name: "Crypto", package: "swift-crypto"), serverOnly("Hummingbird", "hummingbird"),
                serverOnly("HummingbirdTesting", "hummingbird"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "LocalAppStoreServerTests",
            dependencies: [
                "LocalAppStoreServerAPI",
                "LocalAppStoreRetention",
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                // A temporary state directory, and the log recorder, are the server half's (`#if Server`).
                .target(name: "LocalAppStoreSQLite", condition: .when(traits: ["Server"])),
                serverOnly("NIOCore", "swift-nio"), serverOnly("NIOFoundationEssentialsCompat", "swift-nio"),
                serverOnly("NIOHTTP1", "swift-nio"),
                "LocalAppStoreServer", "AppStoreServerAPI", "LocalAppStore", "StoreHelperFixtures", "AppStoreModels",
                "AppStoreSignature", "StoreWeb", "StoreKitInterface", .product(name: "Logging", package: "swift-log"),
                serverOnly("Hummingbird", "hummingbird"),
                serverOnly("HummingbirdTesting", "hummingbird"), serverOnly("HTTPTypes", "swift-http-types"),
                serverOnly("AsyncHTTPClient", "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "StoreStorageTests",
            dependencies: [
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                serverOnly("SQLKit", "sql-kit"),
                "StoreStorage", "StoreStorageSQLite", "StoreStoragePostgres", "StoreHelperFixtures", "StoreHelperTesting", "AppStoreModels",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "StoreServerTests",
            dependencies: [
                "AppStoreServerAPI",
                "LocalAppStoreRetention",
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                "AppStoreModels", "AppStoreSignature", "LocalAppStore", "LocalCertificateAuthority", "StoreHelperFixtures", "StoreHelperJSON",
                "StoreHelperTesting", "StoreKitConfiguration", "StoreKitInterface", "StoreServer", "StoreStorage", "StoreStoragePostgres", "StoreWeb",
                "StoreStorageSQLite", .product(name: "Crypto", package: "swift-crypto"), serverOnly("HTTPTypes", "swift-http-types"),
                serverOnly("Hummingbird", "hummingbird"), serverOnly("HummingbirdTesting", "hummingbird"),
                .product(name: "Logging", package: "swift-log"), serverOnly("NIOCore", "swift-nio"),
                serverOnly("NIOFoundationEssentialsCompat", "swift-nio"), serverOnly("SQLKit", "sql-kit"),
                serverOnly("ServiceLifecycle", "swift-service-lifecycle"),
                .product(name: "SwiftASN1", package: "swift-asn1"), .product(name: "X509", package: "swift-certificates"),
            ]
        ),
        // What needs both servers: the local App Store served over HTTP and StoreServer beside it.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "LocalAppStoreServerAPI", "LocalAppStoreRetention", "LocalCertificateAuthority",
                "LocalAppStoreSQLite",
                .product(name: "SwiftASN1", package: "swift-asn1"), .product(name: "X509", package: "swift-certificates"),
                "AppStoreModels", "AppStoreServerAPI", "AppStoreSignature", "Entitlements", "LocalAppStore", "LocalAppStoreServer", "StoreHelper",
                "StoreHelperFixtures", "StoreHelperJSON", "StoreHelperLocal", "StoreHelperTesting", "StoreKitInterface", "StoreServer",
                "StoreStorage", "StoreStorageSQLite", "StoreWeb", .product(name: "Crypto", package: "swift-crypto"),
                serverOnly("HTTPTypes", "swift-http-types"), serverOnly("Hummingbird", "hummingbird"),
                serverOnly("HummingbirdTesting", "hummingbird"), serverOnly("NIOFoundationEssentialsCompat", "swift-nio"),
            ]
        ),
        .testTarget(
            name: "StoreHelperCLITests",
            dependencies: [
                "StoreHelperCheck", "StoreHelperDemo",
                serverOnly("NIOConcurrencyHelpers", "swift-nio"),
                "LocalAppStoreSQLite",
                "LocalCertificateAuthority",
                "StoreHelperJSON", "LocalAppStore", "StoreHelperFixtures", "StoreHelperCLI", "Entitlements", "AppStoreSignature",
                "AppStoreModels", "StoreKitConfiguration", "StoreHelper",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The benchmarks' parsers and option checks always; their measuring runs only where
        // STOREHELPER_BENCH_SMOKE=1 (`.ci/run` runs them in a step of their own).
        .testTarget(
            name: "StoreHelperBenchmarksTests",
            dependencies: [
                serverOnly("ArgumentParser", "swift-argument-parser"), serverOnly("NIOHTTP1", "swift-nio"),
                "StoreHelperBenchmarks", "Entitlements", "LocalAppStore", serverOnly("NIOCore", "swift-nio"),
            ],
            path: "Benchmarks/Tests/StoreHelperBenchmarksTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// Linux has no StoreKit: a module of that name, declaring the StoreKit 2 API the adapter uses (each declaration
// after its documentation page; scripts/storekit/check.py compares their USRs) and every other top-level name of
// Apple's StoreKit and its SwiftUI views (so a name of ours that collides fails here too), backed by a local App
// Store that StoreKitTest's SKTestSession installs (or by a programmable fake, for what only Apple produces). They
// exist only in Linux builds: on Apple platforms `import StoreKit` and `import StoreKitTest` are Apple's.
package.targets += [
    .target(name: "_StoreKit_SwiftUI", path: "StandIns/_StoreKit_SwiftUI"),
    .target(
        name: "StoreKit",
        dependencies: [
            "_StoreKit_SwiftUI", "StoreHelperLocal", "LocalAppStore", "AppStoreSignature", "AppStoreModels", "StoreKitInterface",
            // A state directory other processes drive (STOREKIT_STATE_DIRECTORY): its SQLite comes with the Server trait.
            .target(name: "LocalAppStoreSQLite", condition: .when(traits: ["Server"])),
        ],
        path: "StandIns/StoreKit",
        exclude: ["README.md"]
    ),
    // StoreKitTest's SKTestSession over the local App Store (Linux only, as StoreKit above).
    .target(
        name: "StoreKitTest",
        dependencies: ["StoreKit", "StoreHelperLocal", "LocalAppStore", "StoreKitConfiguration", "AppStoreModels"],
        path: "StandIns/StoreKitTest"
    ),
    .testTarget(
        name: "StoreHelperStoreKitTests",
        dependencies: [
            "StoreHelperStoreKit", "StoreKit", "StoreKitTest", "StoreHelper", "StoreHelperLocal", "LocalAppStore", "StoreHelperFixtures",
            "AppStoreModels", "LocalAppStoreSQLite", "StoreHelperCheck", "StoreKitConfiguration",
        ]
    ),
]
// What a Linux test target adds (`.product(name: "StoreKitTest", package: "StoreHelper", condition: .when(platforms: [.linux]))`):
// StoreKit's API over a local App Store, and SKTestSession. Never on Apple platforms, where both are Apple's.
package.products += [
    .library(name: "StoreKit", targets: ["StoreKit"]),
    .library(name: "StoreKitTest", targets: ["StoreKitTest"]),
]
// The differential check drives StoreHelper over StoreKitStore on StoreKit on Linux (`storehelper check --storekit`).
for target in package.targets where target.name == "StoreHelperCheck" {
    target.dependencies += [.target(name: "StoreKit", condition: .when(platforms: [.linux]))]
}
// The benchmarks time StoreKit on Linux against LocalStore (`storehelper-bench storekit`).
for target in package.targets where target.name == "StoreHelperBenchmarks" {
    target.dependencies += [
        .target(name: "StoreKit", condition: .when(platforms: [.linux])), .target(name: "StoreKitTest", condition: .when(platforms: [.linux])),
    ]
}
// The adapter, and the snippet of an app that imports StoreKit beside StoreHelper.
for target in package.targets where ["StoreHelperStoreKit", "ReadmeSnippets"].contains(target.name) {
    target.dependencies.append(.target(name: "StoreKit", condition: .when(platforms: [.linux])))
}
#endif

// Every cross-module edge visible in review: existentials spelled `any`, members usable only from modules a
// file imports itself, and a library's imports internal unless written `public import`.
// LocalAppStoreSQLite reads `stat` fields, which this Linux toolchain attributes to whichever C module first
// imported the header (CoreFoundation, CDispatch), not to Glibc: it keeps ExistentialAny only.
for target in package.targets where target.type != .plugin {
    var features: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
    if target.name != "LocalAppStoreSQLite" { features.append(.enableUpcomingFeature("MemberImportVisibility")) }
    if target.type == .regular || target.type == .executable {
        features.append(.enableUpcomingFeature("InternalImportsByDefault"))
    }
    target.swiftSettings = (target.swiftSettings ?? []) + features
}
