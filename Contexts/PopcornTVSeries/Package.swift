// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornTVSeries",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TVSeriesDomain", targets: ["TVSeriesDomain"]),
        .library(name: "TVSeriesApplication", targets: ["TVSeriesApplication"]),
        .library(name: "TVSeriesInfrastructure", targets: ["TVSeriesInfrastructure"]),
        .library(name: "TVSeriesComposition", targets: ["TVSeriesComposition"]),
        .library(name: "TVSeriesTestHelpers", targets: ["TVSeriesTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "TVSeriesDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "TVSeriesApplication",
            dependencies: [
                "TVSeriesDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "TVSeriesInfrastructure",
            dependencies: [
                "TVSeriesDomain",
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "TVSeriesComposition",
            dependencies: ["TVSeriesDomain", "TVSeriesApplication", "TVSeriesInfrastructure"]
        ),
        // Test data of the domain's types and mocks of its repositories that every layer's tests use, written once.
        .target(
            name: "TVSeriesTestHelpers",
            dependencies: [
                "TVSeriesDomain", "TVSeriesApplication", .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "TVSeriesDomainTests",
            dependencies: [
                "TVSeriesDomain", "TVSeriesTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "TVSeriesApplicationTests",
            dependencies: [
                "TVSeriesApplication",
                "TVSeriesTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "TVSeriesInfrastructureTests",
            dependencies: [
                "TVSeriesInfrastructure",
                "TVSeriesTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
