// swift-tools-version: 6.1

import PackageDescription

// What is coming for the titles the person follows: the episodes of the series on the watchlist or
// in progress, by air date, as a list and as an iCalendar document, and what is new since the person
// last asked (the one thing it keeps, in a user-data file of its own). The followed titles come from
// the Watchlist and Tracking contexts, the air dates from the TV series context, each through a port
// its adapter answers.
let package = Package(
    name: "PopcornCalendar",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CalendarDomain", targets: ["CalendarDomain"]),
        .library(name: "CalendarApplication", targets: ["CalendarApplication"]),
        .library(name: "CalendarInfrastructure", targets: ["CalendarInfrastructure"]),
        .library(name: "CalendarComposition", targets: ["CalendarComposition"]),
        .library(name: "CalendarTestHelpers", targets: ["CalendarTestHelpers"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/DataPersistence"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "CalendarDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .target(
            name: "CalendarApplication",
            dependencies: [
                "CalendarDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .target(
            name: "CalendarInfrastructure",
            dependencies: [
                "CalendarDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "CalendarComposition",
            dependencies: [
                "CalendarDomain", "CalendarApplication", "CalendarInfrastructure",
                .product(name: "DataPersistence", package: "DataPersistence"),
            ]
        ),
        // Test data of the domain's types and mocks of its ports that every layer's tests use, written once.
        .target(
            name: "CalendarTestHelpers",
            dependencies: ["CalendarDomain", .product(name: "CoreDomain", package: "CoreDomain")]
        ),
        .testTarget(name: "CalendarDomainTests", dependencies: ["CalendarDomain", "CalendarTestHelpers"]),
        .testTarget(
            name: "CalendarApplicationTests",
            dependencies: [
                "CalendarApplication",
                "CalendarDomain",
                "CalendarTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
            ]
        ),
        .testTarget(
            name: "CalendarInfrastructureTests",
            dependencies: [
                "CalendarInfrastructure",
                "CalendarDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
            ]
        ),
    ]
)
