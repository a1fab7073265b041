// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornCollections",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CollectionsDomain", targets: ["CollectionsDomain"]),
        .library(name: "CollectionsApplication", targets: ["CollectionsApplication"]),
        .library(name: "CollectionsInfrastructure", targets: ["CollectionsInfrastructure"]),
        .library(name: "CollectionsComposition", targets: ["CollectionsComposition"]),
        .library(name: "CollectionsTestHelpers", targets: ["CollectionsTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "CollectionsDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "CollectionsApplication",
            dependencies: [
                "CollectionsDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "CollectionsInfrastructure",
            dependencies: [
                "CollectionsDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "CollectionsComposition",
            dependencies: ["CollectionsDomain", "CollectionsApplication", "CollectionsInfrastructure"]
        ),
        // Test data of the domain's types and mocks of its repositories that every layer's tests use, written once.
        .target(
            name: "CollectionsTestHelpers",
            dependencies: ["CollectionsDomain", .product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .testTarget(name: "CollectionsDomainTests", dependencies: ["CollectionsDomain", "CollectionsTestHelpers"]),
        .testTarget(
            name: "CollectionsApplicationTests",
            dependencies: [
                "CollectionsApplication",
                "CollectionsTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "CollectionsInfrastructureTests",
            dependencies: [
                "CollectionsInfrastructure",
                "CollectionsTestHelpers",
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
