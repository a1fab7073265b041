// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornTVSeriesAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TVSeriesAdapters", targets: ["TVSeriesAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornTVSeries"),
    ],
    targets: [
        .target(
            name: "TVSeriesAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesInfrastructure", package: "PopcornTVSeries"),
            ]
        ),
        .testTarget(
            name: "TVSeriesAdaptersTests",
            dependencies: [
                "TVSeriesAdapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
