// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornReviews",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ReviewsDomain", targets: ["ReviewsDomain"]),
        .library(name: "ReviewsApplication", targets: ["ReviewsApplication"]),
        .library(name: "ReviewsInfrastructure", targets: ["ReviewsInfrastructure"]),
        .library(name: "ReviewsComposition", targets: ["ReviewsComposition"]),
        .library(name: "ReviewsTestHelpers", targets: ["ReviewsTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "ReviewsDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "ReviewsApplication",
            dependencies: [
                "ReviewsDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "ReviewsInfrastructure",
            dependencies: [
                "ReviewsDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "ReviewsComposition",
            dependencies: ["ReviewsDomain", "ReviewsApplication", "ReviewsInfrastructure"]
        ),
        // Test data of the domain's types and mocks of its repositories that every layer's tests use, written once.
        .target(
            name: "ReviewsTestHelpers",
            dependencies: ["ReviewsDomain", .product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .testTarget(name: "ReviewsDomainTests", dependencies: ["ReviewsDomain", "ReviewsTestHelpers"]),
        .testTarget(
            name: "ReviewsApplicationTests",
            dependencies: [
                "ReviewsApplication",
                "ReviewsTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "ReviewsInfrastructureTests",
            dependencies: [
                "ReviewsInfrastructure",
                "ReviewsTestHelpers",
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
