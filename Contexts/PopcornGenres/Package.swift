// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornGenres",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "GenresDomain", targets: ["GenresDomain"]),
        .library(name: "GenresApplication", targets: ["GenresApplication"]),
        .library(name: "GenresInfrastructure", targets: ["GenresInfrastructure"]),
        .library(name: "GenresComposition", targets: ["GenresComposition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "GenresDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "GenresApplication",
            dependencies: [
                "GenresDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "GenresInfrastructure",
            dependencies: [
                "GenresDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "GenresComposition",
            dependencies: ["GenresDomain", "GenresApplication", "GenresInfrastructure"]
        ),
        .testTarget(
            name: "GenresDomainTests",
            dependencies: ["GenresDomain", .product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .testTarget(
            name: "GenresApplicationTests",
            dependencies: [
                "GenresApplication",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "GenresInfrastructureTests",
            dependencies: [
                "GenresInfrastructure",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
