// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornWatchlist",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WatchlistDomain", targets: ["WatchlistDomain"]),
        .library(name: "WatchlistApplication", targets: ["WatchlistApplication"]),
        .library(name: "WatchlistInfrastructure", targets: ["WatchlistInfrastructure"]),
        .library(name: "WatchlistComposition", targets: ["WatchlistComposition"]),
        .library(name: "WatchlistTestHelpers", targets: ["WatchlistTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(path: "../../Core/CoreCSV"),
    ],
    targets: [
        .target(
            name: "WatchlistDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "WatchlistApplication",
            dependencies: [
                "WatchlistDomain",
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreCSV", package: "CoreCSV"),
            ]
        ),
        .target(
            name: "WatchlistInfrastructure",
            dependencies: [
                "WatchlistDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "WatchlistComposition",
            dependencies: ["WatchlistDomain", "WatchlistApplication", "WatchlistInfrastructure"]
        ),
        // Test data of the domain's types that every layer's tests use, written once.
        .target(
            name: "WatchlistTestHelpers",
            dependencies: [
                "WatchlistDomain", "WatchlistApplication",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "WatchlistDomainTests",
            dependencies: [
                "WatchlistDomain", "WatchlistTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "WatchlistApplicationTests",
            dependencies: [
                "WatchlistApplication",
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreCSV", package: "CoreCSV"),
                "WatchlistTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "WatchlistInfrastructureTests",
            dependencies: [
                "WatchlistInfrastructure",
                "WatchlistTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
