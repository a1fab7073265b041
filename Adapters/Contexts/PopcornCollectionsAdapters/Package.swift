// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornCollectionsAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CollectionsAdapters", targets: ["CollectionsAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornCollections"),
    ],
    targets: [
        .target(
            name: "CollectionsAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "CollectionsDomain", package: "PopcornCollections"),
                .product(name: "CollectionsInfrastructure", package: "PopcornCollections"),
            ]
        ),
        .testTarget(
            name: "CollectionsAdaptersTests",
            dependencies: [
                "CollectionsAdapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
