// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornTracking",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrackingDomain", targets: ["TrackingDomain"]),
        .library(name: "TrackingApplication", targets: ["TrackingApplication"]),
        .library(name: "TrackingInfrastructure", targets: ["TrackingInfrastructure"]),
        .library(name: "TrackingComposition", targets: ["TrackingComposition"]),
        .library(name: "TrackingTestHelpers", targets: ["TrackingTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(path: "../../Core/CoreCSV"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "TrackingDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "TrackingApplication",
            dependencies: [
                "TrackingDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreCSV", package: "CoreCSV"),
            ]
        ),
        .target(
            name: "TrackingInfrastructure",
            dependencies: [
                "TrackingDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "TrackingComposition",
            dependencies: ["TrackingDomain", "TrackingApplication", "TrackingInfrastructure"]
        ),
        // Test data of the domain's types and mocks of its repositories that every layer's tests use, written once.
        .target(
            name: "TrackingTestHelpers",
            dependencies: ["TrackingDomain", .product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .testTarget(name: "TrackingDomainTests", dependencies: ["TrackingDomain", "TrackingTestHelpers"]),
        .testTarget(
            name: "TrackingApplicationTests",
            dependencies: [
                "TrackingApplication",
                "TrackingTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "TrackingInfrastructureTests",
            dependencies: [
                "TrackingInfrastructure",
                "TrackingTestHelpers",
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
