// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "PopcornReviewsAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ReviewsAdapters", targets: ["ReviewsAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornReviews"),
    ],
    targets: [
        .target(
            name: "ReviewsAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "ReviewsDomain", package: "PopcornReviews"),
                .product(name: "ReviewsInfrastructure", package: "PopcornReviews"),
            ]
        ),
        .testTarget(
            name: "ReviewsAdaptersTests",
            dependencies: [
                "ReviewsAdapters",
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
