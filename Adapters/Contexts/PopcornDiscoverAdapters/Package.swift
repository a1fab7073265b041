// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornDiscoverAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DiscoverAdapters", targets: ["DiscoverAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornDiscover"),
        .package(path: "../../../Contexts/PopcornGenres"),
        .package(path: "../../../Contexts/PopcornSearch"),
    ],
    targets: [
        .target(
            name: "DiscoverAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "DiscoverDomain", package: "PopcornDiscover"),
                .product(name: "DiscoverInfrastructure", package: "PopcornDiscover"),
                .product(name: "GenresApplication", package: "PopcornGenres"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
            ]
        ),
        .testTarget(
            name: "DiscoverAdaptersTests",
            dependencies: [
                "DiscoverAdapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "DiscoverDomain", package: "PopcornDiscover"),
                .product(name: "GenresApplication", package: "PopcornGenres"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
                .product(name: "SearchTestHelpers", package: "PopcornSearch"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
