// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "TMDbKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TMDbKit", targets: ["TMDbKit"]),
        .library(name: "TMDbCatalog", targets: ["TMDbCatalog"]),
        .library(name: "TMDbKitTesting", targets: ["TMDbKitTesting"]),
    ],
    targets: [
        .target(name: "TMDbKit"),
        .target(
            name: "TMDbCatalog",
            dependencies: ["TMDbKit"],
            resources: [.copy("Resources/Catalog")]
        ),
        .target(name: "TMDbKitTesting", dependencies: ["TMDbKit"]),
        .testTarget(
            name: "TMDbKitTests",
            dependencies: ["TMDbKit", "TMDbKitTesting"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TMDbCatalogTests",
            dependencies: ["TMDbCatalog", "TMDbKit"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
