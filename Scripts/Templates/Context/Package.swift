// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "Popcorn__Context__",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "__Context__Domain", targets: ["__Context__Domain"]),
        .library(name: "__Context__Application", targets: ["__Context__Application"]),
        .library(name: "__Context__Infrastructure", targets: ["__Context__Infrastructure"]),
        .library(name: "__Context__Composition", targets: ["__Context__Composition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
    ],
    targets: [
        .target(
            name: "__Context__Domain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "__Context__Application",
            dependencies: ["__Context__Domain", .product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "__Context__Infrastructure",
            dependencies: ["__Context__Domain", .product(name: "DataPersistence", package: "DataPersistence")]
        ),
        .target(
            name: "__Context__Composition",
            dependencies: ["__Context__Domain", "__Context__Application", "__Context__Infrastructure"]
        ),
        .testTarget(name: "__Context__DomainTests", dependencies: ["__Context__Domain"]),
        .testTarget(
            name: "__Context__ApplicationTests",
            dependencies: [
                "__Context__Application",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "__Context__InfrastructureTests",
            dependencies: [
                "__Context__Infrastructure",
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
            ]
        ),
    ]
)
