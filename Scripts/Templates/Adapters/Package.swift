// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "Popcorn__Context__Adapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "__Context__Adapters", targets: ["__Context__Adapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../../Core/TMDbAdapterKit"),
        .package(path: "../../../Contexts/Popcorn__Context__"),
    ],
    targets: [
        .target(
            name: "__Context__Adapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "__Context__Domain", package: "Popcorn__Context__"),
                .product(name: "__Context__Infrastructure", package: "Popcorn__Context__"),
            ]
        ),
        .testTarget(
            name: "__Context__AdaptersTests",
            dependencies: [
                "__Context__Adapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
