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
        .testTarget(
            name: "MoviesDomainTests",
            dependencies: ["MoviesDomain", .product(name: "CoreDomainTestHelpers", package: "CoreDomain")]
        ),
        .testTarget(
            name: "MoviesApplicationTests",
            dependencies: [
                "MoviesApplication",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "MoviesInfrastructureTests",
            dependencies: [
                "MoviesInfrastructure",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
