// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornSearch",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SearchDomain", targets: ["SearchDomain"]),
        .library(name: "SearchApplication", targets: ["SearchApplication"]),
        .library(name: "SearchInfrastructure", targets: ["SearchInfrastructure"]),
        .library(name: "SearchComposition", targets: ["SearchComposition"]),
        .library(name: "SearchTestHelpers", targets: ["SearchTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "SearchDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "SearchApplication",
            dependencies: [
                "SearchDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "SearchInfrastructure",
            dependencies: [
                "SearchDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "SearchComposition",
            dependencies: ["SearchDomain", "SearchApplication", "SearchInfrastructure"]
        ),
        // Test data and recording mocks every layer's tests use, and other packages' tests of the
        // Search context's use cases, written once.
        .target(
            name: "SearchTestHelpers",
            dependencies: [
                "SearchDomain", "SearchApplication", .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "SearchDomainTests",
            dependencies: [
                "SearchDomain", "SearchTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "SearchApplicationTests",
            dependencies: [
                "SearchApplication", "SearchTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "SearchInfrastructureTests",
            dependencies: [
                "SearchInfrastructure", "SearchTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
