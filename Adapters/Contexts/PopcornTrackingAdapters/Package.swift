// swift-tools-version: 6.1

import PackageDescription

// What the diary needs from other contexts, answered by their application layers: a movie's title,
// a series' seasons and episodes with their air dates (Movies, TV series), a film's id by its name
// and year (Search). The diary keeps no TMDb
// data of its own beyond the names it snapshots, so this adapter maps no TMDb wire types.
let package = Package(
    name: "PopcornTrackingAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrackingAdapters", targets: ["TrackingAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Contexts/PopcornTracking"),
        .package(path: "../../../Contexts/PopcornMovies"),
        .package(path: "../../../Contexts/PopcornTVSeries"),
        .package(path: "../../../Contexts/PopcornSearch"),
    ],
    targets: [
        .target(
            name: "TrackingAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "TrackingDomain", package: "PopcornTracking"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
            ]
        ),
        .testTarget(
            name: "TrackingAdaptersTests",
            dependencies: [
                "TrackingAdapters",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "TrackingDomain", package: "PopcornTracking"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "MoviesTestHelpers", package: "PopcornMovies"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "TVSeriesTestHelpers", package: "PopcornTVSeries"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
                .product(name: "SearchTestHelpers", package: "PopcornSearch"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
    ]
)
