// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornDiscover",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DiscoverDomain", targets: ["DiscoverDomain"]),
        .library(name: "DiscoverApplication", targets: ["DiscoverApplication"]),
        .library(name: "DiscoverInfrastructure", targets: ["DiscoverInfrastructure"]),
        .library(name: "DiscoverComposition", targets: ["DiscoverComposition"]),
        .library(name: "DiscoverTestHelpers", targets: ["DiscoverTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "DiscoverDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "DiscoverApplication",
            dependencies: [
                "DiscoverDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "DiscoverInfrastructure",
            dependencies: [
                "DiscoverDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "DiscoverComposition",
            dependencies: ["DiscoverDomain", "DiscoverApplication", "DiscoverInfrastructure"]
        ),
        // Test data of the domain's types that every layer's tests use, written once.
        .target(
            name: "DiscoverTestHelpers",
            dependencies: [
                "DiscoverDomain", .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "DiscoverDomainTests",
            dependencies: [
                "DiscoverDomain", "DiscoverTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "DiscoverApplicationTests",
            dependencies: [
                "DiscoverApplication", "DiscoverTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "DiscoverInfrastructureTests",
            dependencies: [
                "DiscoverInfrastructure", "DiscoverTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
