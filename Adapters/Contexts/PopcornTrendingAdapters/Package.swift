// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornTrendingAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrendingAdapters", targets: ["TrendingAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornTrending"),
    ],
    targets: [
        .target(
            name: "TrendingAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "TrendingDomain", package: "PopcornTrending"),
                .product(name: "TrendingInfrastructure", package: "PopcornTrending"),
            ]
        ),
        .testTarget(
            name: "TrendingAdaptersTests",
            dependencies: [
                "TrendingAdapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
