// swift-tools-version: 6.1

import PackageDescription

// What the watchlist needs from other contexts, answered by their application layers: a title's
// details and where it streams (Movies, TV series) and a title's id by name (Search). The watchlist
// keeps no TMDb data of its own, so this adapter maps no TMDb wire types.
let package = Package(
    name: "PopcornWatchlistAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WatchlistAdapters", targets: ["WatchlistAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Contexts/PopcornWatchlist"),
        .package(path: "../../../Contexts/PopcornMovies"),
        .package(path: "../../../Contexts/PopcornTVSeries"),
        .package(path: "../../../Contexts/PopcornSearch"),
    ],
    targets: [
        .target(
            name: "WatchlistAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "WatchlistDomain", package: "PopcornWatchlist"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
            ]
        ),
        .testTarget(
            name: "WatchlistAdaptersTests",
            dependencies: [
                "WatchlistAdapters",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
                .product(name: "WatchlistDomain", package: "PopcornWatchlist"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
                .product(name: "SearchTestHelpers", package: "PopcornSearch"),
                .product(name: "MoviesTestHelpers", package: "PopcornMovies"),
                .product(name: "TVSeriesTestHelpers", package: "PopcornTVSeries"),
            ]
        ),
    ]
)
