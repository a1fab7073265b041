// swift-tools-version: 6.1

import PackageDescription

// What the calendar needs from other contexts, answered by their application layers: the titles
// followed (the Watchlist's titles, the Tracking context's series in progress) and when episodes
// air (the TV series context's episode guides, cached a day) and when movies come out (the Movies
// context's release dates). It maps no TMDb wire types.
let package = Package(
    name: "PopcornCalendarAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CalendarAdapters", targets: ["CalendarAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Contexts/PopcornCalendar"),
        .package(path: "../../../Contexts/PopcornWatchlist"),
        .package(path: "../../../Contexts/PopcornTracking"),
        .package(path: "../../../Contexts/PopcornTVSeries"),
        .package(path: "../../../Contexts/PopcornMovies"),
    ],
    targets: [
        .target(
            name: "CalendarAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CalendarDomain", package: "PopcornCalendar"),
                .product(name: "WatchlistApplication", package: "PopcornWatchlist"),
                .product(name: "TrackingApplication", package: "PopcornTracking"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
            ]
        ),
        .testTarget(
            name: "CalendarAdaptersTests",
            dependencies: [
                "CalendarAdapters",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "CalendarDomain", package: "PopcornCalendar"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "TrackingApplication", package: "PopcornTracking"),
                .product(name: "WatchlistApplication", package: "PopcornWatchlist"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "MoviesTestHelpers", package: "PopcornMovies"),
                .product(name: "TVSeriesTestHelpers", package: "PopcornTVSeries"),
                .product(name: "WatchlistTestHelpers", package: "PopcornWatchlist"),
                .product(name: "CoreDomainTestHelpers", package: "CoreDomain"),
            ]
        ),
    ]
)
