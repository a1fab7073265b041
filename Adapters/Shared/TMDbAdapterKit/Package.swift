// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "TMDbAdapterKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TMDbAdapterKit", targets: ["TMDbAdapterKit"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../../Core/DataPersistence"),
    ],
    targets: [
        .target(
            name: "TMDbAdapterKit",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "DataPersistence", package: "DataPersistence"),
            ]
        ),
        .testTarget(
            name: "TMDbAdapterKitTests",
            dependencies: [
                "TMDbAdapterKit",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
