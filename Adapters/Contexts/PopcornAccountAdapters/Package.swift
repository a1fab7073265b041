// swift-tools-version: 6.1

import PackageDescription

// The account's two sides. TMDb's: the v3 authentication, account, watchlist and rating endpoints
// (TMDbKit DTOs mapped into AccountDomain). Here: the watchlist and the ratings, answered by the
// Watchlist and Tracking contexts' application layers, and a series' name by the TV series context's.
let package = Package(
    name: "PopcornAccountAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AccountAdapters", targets: ["AccountAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Core/TMDbKit"),
        .package(path: "../../Shared/TMDbAdapterKit"),
        .package(path: "../../../Contexts/PopcornAccount"),
        .package(path: "../../../Contexts/PopcornWatchlist"),
        .package(path: "../../../Contexts/PopcornTracking"),
        .package(path: "../../../Contexts/PopcornTVSeries"),
    ],
    targets: [
        .target(
            name: "AccountAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "AccountDomain", package: "PopcornAccount"),
                .product(name: "WatchlistApplication", package: "PopcornWatchlist"),
                .product(name: "TrackingApplication", package: "PopcornTracking"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
            ]
        ),
        .testTarget(
            name: "AccountAdaptersTests",
            dependencies: [
                "AccountAdapters",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
                .product(name: "AccountDomain", package: "PopcornAccount"),
                .product(name: "AccountTestHelpers", package: "PopcornAccount"),
                .product(name: "WatchlistApplication", package: "PopcornWatchlist"),
                .product(name: "WatchlistTestHelpers", package: "PopcornWatchlist"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "TrackingApplication", package: "PopcornTracking"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
            ]
        ),
    ]
)
