// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StoreHelper",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "AppStoreModels", targets: ["AppStoreModels"]),
        .library(name: "AppStoreSignature", targets: ["AppStoreSignature"]),
        .library(name: "LocalCertificateAuthority", targets: ["LocalCertificateAuthority"]),
        .library(name: "StoreKitInterface", targets: ["StoreKitInterface"]),
        .library(name: "Entitlements", targets: ["Entitlements"]),
        .library(name: "StoreKitConfiguration", targets: ["StoreKitConfiguration"]),
        .library(name: "StoreHelperJSON", targets: ["StoreHelperJSON"]),
        .library(name: "LocalAppStore", targets: ["LocalAppStore"]),
        .library(name: "LocalAppStoreSQLite", targets: ["LocalAppStoreSQLite"]),
        .library(name: "StoreHelper", targets: ["StoreHelper"]),
        .library(name: "StoreHelperLocal", targets: ["StoreHelperLocal"]),
        .library(name: "StoreHelperStoreKit", targets: ["StoreHelperStoreKit"]),
        .library(name: "AppStoreServerAPI", targets: ["AppStoreServerAPI"]),
        .library(name: "LocalAppStoreServer", targets: ["LocalAppStoreServer"]),
        .library(name: "StoreStorage", targets: ["StoreStorage"]),
        .library(name: "StoreStorageSQLite", targets: ["StoreStorageSQLite"]),
        .library(name: "StoreStoragePostgres", targets: ["StoreStoragePostgres"]),
        .library(name: "StoreWeb", targets: ["StoreWeb"]),
        .library(name: "StoreServer", targets: ["StoreServer"]),
        .executable(name: "storehelper", targets: ["StoreHelperCLI"]),
        .executable(name: "storehelper-bench", targets: ["StoreHelperBenchmarks"]),
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
        .target(
            name: "StoreHelperJSON",
            dependencies: ["Entitlements", "StoreKitInterface", "AppStoreModels", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "StoreKitConfiguration",
            dependencies: ["AppStoreModels", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "LocalAppStore",
            dependencies: [
                "LocalCertificateAuthority",
                "StoreKitConfiguration", "StoreKitInterface", "AppStoreModels", "AppStoreSignature", "Entitlements",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
            ]
        ),
        // The local store's state directory: its SQLite database, the lock that serializes writers, the version
        // cache and the async accessor (the store's core knows none of it).
        .target(
            name: "LocalAppStoreSQLite",
            dependencies: [
                "LocalAppStore", "AppStoreModels",
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
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
                "AppStoreModels", "AppStoreSignature", "Entitlements", "LocalAppStore", "StoreKitConfiguration", "AppStoreServerAPI", "StoreHelper",
                "StoreHelperStoreKit",
            ],
            path: "Examples/ReadmeSnippets"
        ),
        // The DocC articles' code blocks as an app's, a server's or a tool's code (compiled; the articles quote them).
        .target(
            name: "DocCSnippets",
            dependencies: [
                "AppStoreModels", "AppStoreServerAPI", "AppStoreSignature", "Entitlements", "LocalAppStore", "StoreHelper",
                "StoreHelperJSON", "StoreHelperLocal", "StoreKitConfiguration", "StoreKitInterface", "StoreServer", "StoreStorage",
                "StoreStorageSQLite", "StoreWeb", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/DocCSnippets"
        ),
        // The README's StoreHelper example as an app's code (`swift run ReadmeExample`; CI runs it).
        .executableTarget(name: "ReadmeExample", dependencies: ["StoreHelper", "StoreHelperLocal"], path: "Examples/ReadmeExample"),
        // StoreHelper's store over Apple's StoreKit 2: what an app ships (on Linux, over the stand-in below).
        .target(name: "StoreHelperStoreKit", dependencies: ["StoreKitInterface", "AppStoreModels"]),
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
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "AppStoreModels", "AppStoreSignature",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "StoreWeb",
            dependencies: [
                "AppStoreModels",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "LocalAppStoreServer",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "LocalAppStoreSQLite",
                .product(name: "NIOHTTP1", package: "swift-nio"), "StoreKitConfiguration", "StoreKitInterface",
                "LocalAppStore", "StoreWeb", "AppStoreModels", "AppStoreSignature",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "StoreStorage",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "AppStoreModels",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "StoreStorageSQLite",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Atomics", package: "swift-atomics"),
                "StoreStorage",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "StoreStoragePostgres",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "StoreStorage",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "StoreServer",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "CoreMetrics", package: "swift-metrics"), .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                "StoreStorage", "StoreStorageSQLite", "AppStoreServerAPI", "AppStoreSignature", "AppStoreModels", "Entitlements",
                "StoreKitConfiguration", "StoreHelperJSON", "StoreWeb",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .executableTarget(
            name: "StoreHelperCLI",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "LocalAppStoreSQLite",
                .product(name: "SwiftASN1", package: "swift-asn1"),
                "StoreHelperJSON", "StoreKitConfiguration", "StoreKitInterface", "AppStoreModels", "AppStoreSignature",
                "Entitlements", "LocalAppStore", "StoreHelper", "StoreHelperLocal", "LocalAppStoreServer", "StoreWeb",
                "StoreServer", "StoreStorage", "StoreStorageSQLite", "StoreStoragePostgres", "AppStoreServerAPI",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // `storehelper-bench`: the benchmarks and their load generator, apart from the shipped tool
        // (Benchmarks/README.md holds the figures).
        .executableTarget(
            name: "StoreHelperBenchmarks",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Atomics", package: "swift-atomics"),
                "LocalAppStoreSQLite",
                .product(name: "SwiftASN1", package: "swift-asn1"),
                "LocalCertificateAuthority",
                "AppStoreModels", "AppStoreSignature", "LocalAppStore", "StoreHelperJSON", "StoreKitConfiguration", "StoreServer",
                "StoreStorage", "StoreStorageSQLite", "StoreStoragePostgres",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "Benchmarks/Sources/StoreHelperBenchmarks",
            resources: [.copy("Resources")]
        ),
        // Light test fixtures (no database): the florist shop, the test authority, real signed data.
        .target(
            name: "StoreHelperFixtures",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "LocalAppStoreSQLite",
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
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "X509", package: "swift-certificates"),
                "StoreStorage", "StoreStorageSQLite", "StoreStoragePostgres",
                .product(name: "SQLKit", package: "sql-kit"),
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
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "LocalAppStoreSQLite",
                "LocalCertificateAuthority", "StoreKitInterface", .product(name: "SwiftASN1", package: "swift-asn1"),
                "LocalAppStore", "StoreHelperFixtures", "StoreKitConfiguration", "Entitlements", "AppStoreModels",
                "AppStoreSignature",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
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
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "StoreHelperJSON",
                "LocalCertificateAuthority",
                "StoreHelper", "StoreKitInterface", "StoreHelperFixtures", "StoreKitConfiguration", "StoreHelperLocal",
                "LocalAppStore", "Entitlements", "AppStoreModels", "AppStoreSignature",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
            ]
        ),
        .testTarget(
            name: "StoreWebTests",
            dependencies: [
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
                "StoreWeb", .product(name: "Crypto", package: "swift-crypto"), .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "LocalAppStoreServerTests",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "LocalAppStoreSQLite",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                "LocalAppStoreServer", "AppStoreServerAPI", "LocalAppStore", "StoreHelperFixtures", "AppStoreModels",
                "AppStoreSignature",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "StoreStorageTests",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "SQLKit", package: "sql-kit"),
                "StoreStorage", "StoreStorageSQLite", "StoreStoragePostgres", "StoreHelperFixtures", "StoreHelperTesting", "AppStoreModels",
                "LocalAppStore",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "StoreServerTests",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "AppStoreModels", "AppStoreSignature", "LocalAppStore", "LocalCertificateAuthority", "StoreHelperFixtures", "StoreHelperJSON",
                "StoreHelperTesting", "StoreKitConfiguration", "StoreKitInterface", "StoreServer", "StoreStorage", "StoreStoragePostgres",
                "StoreStorageSQLite", .product(name: "Crypto", package: "swift-crypto"), .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"), .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "SwiftASN1", package: "swift-asn1"), .product(name: "X509", package: "swift-certificates"),
            ]
        ),
        // What needs both servers: the local App Store served over HTTP and StoreServer beside it.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "LocalAppStoreSQLite",
                .product(name: "SwiftASN1", package: "swift-asn1"),
                "AppStoreModels", "AppStoreServerAPI", "AppStoreSignature", "Entitlements", "LocalAppStore", "LocalAppStoreServer", "StoreHelper",
                "StoreHelperFixtures", "StoreHelperJSON", "StoreHelperLocal", "StoreHelperTesting", "StoreKitInterface", "StoreServer",
                "StoreStorage", "StoreStorageSQLite", "StoreWeb", .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"), .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "StoreHelperCLITests",
            dependencies: [
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "LocalAppStoreSQLite",
                "LocalCertificateAuthority",
                "StoreHelperJSON", "LocalAppStore", "StoreHelperFixtures", "StoreHelperCLI", "Entitlements", "AppStoreSignature",
                "AppStoreModels", "StoreKitConfiguration", "StoreHelper",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // The benchmarks' parsers and option checks always; their measuring runs only where
        // STOREHELPER_BENCH_SMOKE=1 (`.ci/run` runs them in a step of their own).
        .testTarget(
            name: "StoreHelperBenchmarksTests",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "NIOHTTP1", package: "swift-nio"),
                "StoreHelperBenchmarks", .product(name: "NIOCore", package: "swift-nio"),
            ],
            path: "Benchmarks/Tests/StoreHelperBenchmarksTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// Linux has no StoreKit: a stand-in module of that name, declaring exactly the StoreKit 2 API the adapter
// uses (each declaration after its documentation page; scripts/storekit/check.py compares their USRs),
// with a programmable fake behind it. It exists only in Linux builds: on Apple platforms `import StoreKit`
// is Apple's framework.
package.targets += [
    .target(name: "StoreKit", path: "StandIns/StoreKit", exclude: ["README.md"]),
    .testTarget(
        name: "StoreHelperStoreKitTests",
        dependencies: [
            "StoreHelperStoreKit", "StoreKit", "StoreHelper", "StoreHelperLocal", "LocalAppStore", "StoreHelperFixtures", "AppStoreModels",
        ]
    ),
]
for target in package.targets where target.name == "StoreHelperStoreKit" {
    target.dependencies.append("StoreKit")
}
#endif

#if os(macOS)
// Apple's StoreKit under StoreKitTest, through the adapter: run by .github/workflows/apple.yml.
package.targets.append(
    .testTarget(
        name: "StoreHelperAppleTests",
        dependencies: ["StoreHelper", "StoreHelperStoreKit", "AppStoreSignature", .product(name: "X509", package: "swift-certificates")]
    )
)
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
