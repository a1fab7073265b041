// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornPeople",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PeopleDomain", targets: ["PeopleDomain"]),
        .library(name: "PeopleApplication", targets: ["PeopleApplication"]),
        .library(name: "PeopleInfrastructure", targets: ["PeopleInfrastructure"]),
        .library(name: "PeopleComposition", targets: ["PeopleComposition"]),
        .library(name: "PeopleTestHelpers", targets: ["PeopleTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "PeopleDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "PeopleApplication",
            dependencies: [
                "PeopleDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "PeopleInfrastructure",
            dependencies: [
                "PeopleDomain",
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "PeopleComposition",
            dependencies: ["PeopleDomain", "PeopleApplication", "PeopleInfrastructure"]
        ),
        // Test data of the domain's types and mocks of its repositories that every layer's tests use, written once.
        .target(
            name: "PeopleTestHelpers",
            dependencies: [
                "PeopleDomain", .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "PeopleDomainTests",
            dependencies: ["PeopleDomain", "PeopleTestHelpers", .product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .testTarget(
            name: "PeopleApplicationTests",
            dependencies: [
                "PeopleApplication",
                "PeopleTestHelpers",
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "PeopleInfrastructureTests",
            dependencies: [
                "PeopleInfrastructure",
                "PeopleTestHelpers",
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "DataPersistenceTestHelpers", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
