// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornMovies",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MoviesDomain", targets: ["MoviesDomain"]),
        .library(name: "MoviesApplication", targets: ["MoviesApplication"]),
        .library(name: "MoviesInfrastructure", targets: ["MoviesInfrastructure"]),
        .library(name: "MoviesComposition", targets: ["MoviesComposition"]),
        .library(name: "MoviesTestHelpers", targets: ["MoviesTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "MoviesDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "MoviesApplication",
            dependencies: [
                "MoviesDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "MoviesInfrastructure",
            dependencies: [
                "MoviesDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "MoviesComposition",
            dependencies: ["MoviesDomain", "MoviesApplication", "MoviesInfrastructure"]
        ),
        // Test data of the domain's types and mocks of its repositories that every layer's tests use, written once.
        .target(
            name: "MoviesTestHelpers",
            dependencies: [
                "MoviesDomain", "MoviesApplication", .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "MoviesDomainTests",
            dependencies: [
                "MoviesDomain", "MoviesTestHelpers", .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "MoviesApplicationTests",
            dependencies: [
                "MoviesApplication",
                "MoviesTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "MoviesInfrastructureTests",
            dependencies: [
                "MoviesInfrastructure",
                "MoviesTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
