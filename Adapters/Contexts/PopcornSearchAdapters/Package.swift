// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornSearchAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SearchAdapters", targets: ["SearchAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornSearch"),
    ],
    targets: [
        .target(
            name: "SearchAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "SearchDomain", package: "PopcornSearch"),
                .product(name: "SearchInfrastructure", package: "PopcornSearch"),
            ]
        ),
        .testTarget(
            name: "SearchAdaptersTests",
            dependencies: [
                "SearchAdapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
