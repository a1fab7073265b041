// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornGenresAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "GenresAdapters", targets: ["GenresAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornGenres"),
    ],
    targets: [
        .target(
            name: "GenresAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "GenresDomain", package: "PopcornGenres"),
                .product(name: "GenresInfrastructure", package: "PopcornGenres"),
            ]
        ),
        .testTarget(
            name: "GenresAdaptersTests",
            dependencies: [
                "GenresAdapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
