// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornMoviesAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MoviesAdapters", targets: ["MoviesAdapters"]),
        .executable(name: "MoviesAdaptersBenchmark", targets: ["MoviesAdaptersBenchmark"]),
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornMovies"),
    ],
    targets: [
        .target(
            name: "MoviesAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesInfrastructure", package: "PopcornMovies"),
            ]
        ),
        .executableTarget(
            name: "MoviesAdaptersBenchmark",
            dependencies: ["MoviesAdapters", .product(name: "TMDbKit", package: "TMDbKit")],
            resources: [.copy("movie-details-550.json")]
        ),
        .testTarget(
            name: "MoviesAdaptersTests",
            dependencies: [
                "MoviesAdapters",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
