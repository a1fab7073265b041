// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornPeopleAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PeopleAdapters", targets: ["PeopleAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornPeople"),
    ],
    targets: [
        .target(
            name: "PeopleAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleInfrastructure", package: "PopcornPeople"),
            ]
        ),
        .testTarget(
            name: "PeopleAdaptersTests",
            dependencies: [
                "PeopleAdapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
