// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornTrending",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrendingDomain", targets: ["TrendingDomain"]),
        .library(name: "TrendingApplication", targets: ["TrendingApplication"]),
        .library(name: "TrendingInfrastructure", targets: ["TrendingInfrastructure"]),
        .library(name: "TrendingComposition", targets: ["TrendingComposition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "TrendingDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "TrendingApplication",
            dependencies: [
                "TrendingDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "TrendingInfrastructure",
            dependencies: [
                "TrendingDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "TrendingComposition",
            dependencies: ["TrendingDomain", "TrendingApplication", "TrendingInfrastructure"]
        ),
        .testTarget(
            name: "TrendingDomainTests",
            dependencies: [
                "TrendingDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "TrendingApplicationTests",
            dependencies: [
                "TrendingApplication",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "TrendingInfrastructureTests",
            dependencies: [
                "TrendingInfrastructure",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
