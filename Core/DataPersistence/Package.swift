// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "DataPersistence",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DataPersistence", targets: ["DataPersistence"]),
        .library(name: "DataPersistenceTestHelpers", targets: ["DataPersistenceTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../CoreDomain"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "DataPersistence",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "DataPersistenceTestHelpers",
            dependencies: ["DataPersistence", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "DataPersistenceTests",
            dependencies: [
                "DataPersistence",
                "DataPersistenceTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
