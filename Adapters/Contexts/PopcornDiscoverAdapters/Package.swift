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
            ]
        ),
        .testTarget(
            name: "DiscoverAdaptersTests",
            dependencies: [
                "DiscoverAdapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
