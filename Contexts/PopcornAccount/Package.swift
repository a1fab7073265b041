// swift-tools-version: 6.1

import PackageDescription

// The TMDb account: signing in (a session kept as a credential), and the two-way sync of the
// watchlist and ratings with it. The watchlist and ratings stay in their own contexts' files; this
// context keeps only the session and, per account, the base of the last sync.
let package = Package(
    name: "PopcornAccount",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AccountDomain", targets: ["AccountDomain"]),
        .library(name: "AccountApplication", targets: ["AccountApplication"]),
        .library(name: "AccountInfrastructure", targets: ["AccountInfrastructure"]),
        .library(name: "AccountComposition", targets: ["AccountComposition"]),
        .library(name: "AccountTestHelpers", targets: ["AccountTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "AccountDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "AccountApplication",
            dependencies: [
                "AccountDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "AccountInfrastructure",
            dependencies: [
                "AccountDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "AccountComposition",
            dependencies: [
                "AccountDomain", "AccountApplication", "AccountInfrastructure",
                .product(name: "DataPersistence", package: "DataPersistence"),
            ]
        ),
        // Test data of the domain's types and mocks of its ports that every layer's tests use, written once.
        .target(
            name: "AccountTestHelpers",
            dependencies: ["AccountDomain", .product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .testTarget(name: "AccountDomainTests", dependencies: ["AccountDomain", "AccountTestHelpers"]),
        .testTarget(
            name: "AccountApplicationTests",
            dependencies: [
                "AccountApplication",
                "AccountDomain",
                "AccountTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "AccountInfrastructureTests",
            dependencies: [
                "AccountInfrastructure",
                "AccountDomain",
                "AccountTestHelpers",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
