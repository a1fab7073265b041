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
        .target(name: "TMDbKit", dependencies: ["CTMDbCurl"]),
        // libcurl, loaded on the first request instead of linked (see CurlTMDbTransport).
        .target(name: "CTMDbCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "TMDbCatalog",
            dependencies: ["TMDbKit", "TMDbCatalogFiles"]
        ),
        // The offline catalog's JSON files (Catalog/), compiled into the binary by the index
        // Scripts/embed-catalog.sh writes, so a copied executable needs nothing beside it.
        .target(name: "TMDbCatalogFiles", exclude: ["Catalog"]),
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
    ],
    // C23, for #embed.
    cLanguageStandard: .c2x
)
