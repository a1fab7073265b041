// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "Popcorn",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "popcorn", targets: ["popcorn"])
    ],
    dependencies: [
        .package(path: "Core/CoreDomain"),
        .package(path: "Core/TMDbKit"),
        .package(path: "Core/DataPersistence"),
        .package(path: "Adapters/Shared/TMDbAdapterKit"),
        .package(path: "Contexts/PopcornMovies"),
        .package(path: "Adapters/Contexts/PopcornMoviesAdapters"),
        .package(path: "Contexts/PopcornTVSeries"),
        .package(path: "Adapters/Contexts/PopcornTVSeriesAdapters"),
        .package(path: "Contexts/PopcornPeople"),
        .package(path: "Adapters/Contexts/PopcornPeopleAdapters"),
        .package(path: "Contexts/PopcornSearch"),
        .package(path: "Adapters/Contexts/PopcornSearchAdapters"),
        .package(path: "Contexts/PopcornGenres"),
        .package(path: "Adapters/Contexts/PopcornGenresAdapters"),
        .package(path: "Contexts/PopcornTrending"),
        .package(path: "Adapters/Contexts/PopcornTrendingAdapters"),
        .package(path: "Contexts/PopcornDiscover"),
        .package(path: "Adapters/Contexts/PopcornDiscoverAdapters"),
        .package(path: "Contexts/PopcornWatchlist"),
        .package(path: "Adapters/Contexts/PopcornWatchlistAdapters"),
        .package(path: "Contexts/PopcornTracking"),
        .package(path: "Adapters/Contexts/PopcornTrackingAdapters"),
        .package(path: "Contexts/PopcornAccount"),
        .package(path: "Adapters/Contexts/PopcornAccountAdapters"),
        .package(path: "Contexts/PopcornCalendar"),
        .package(path: "Adapters/Contexts/PopcornCalendarAdapters"),
        .package(path: "Contexts/PopcornCollections"),
        .package(path: "Adapters/Contexts/PopcornCollectionsAdapters"),
        .package(path: "Contexts/PopcornReviews"),
        .package(path: "Adapters/Contexts/PopcornReviewsAdapters"),
        // new-context: packages (Scripts/new-context.sh inserts each new context's packages above)
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "PopcornCLI",
            dependencies: [
                "PopcornBrowse",
                "TerminalLayout",
                "TerminalImages",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbCatalog", package: "TMDbKit"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "MoviesComposition", package: "PopcornMovies"),
                .product(name: "MoviesAdapters", package: "PopcornMoviesAdapters"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "TVSeriesComposition", package: "PopcornTVSeries"),
                .product(name: "TVSeriesAdapters", package: "PopcornTVSeriesAdapters"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
                .product(name: "PeopleComposition", package: "PopcornPeople"),
                .product(name: "PeopleAdapters", package: "PopcornPeopleAdapters"),
                .product(name: "SearchDomain", package: "PopcornSearch"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
                .product(name: "SearchComposition", package: "PopcornSearch"),
                .product(name: "SearchAdapters", package: "PopcornSearchAdapters"),
                .product(name: "GenresDomain", package: "PopcornGenres"),
                .product(name: "GenresApplication", package: "PopcornGenres"),
                .product(name: "GenresComposition", package: "PopcornGenres"),
                .product(name: "GenresAdapters", package: "PopcornGenresAdapters"),
                .product(name: "TrendingDomain", package: "PopcornTrending"),
                .product(name: "TrendingApplication", package: "PopcornTrending"),
                .product(name: "TrendingComposition", package: "PopcornTrending"),
                .product(name: "TrendingAdapters", package: "PopcornTrendingAdapters"),
                .product(name: "DiscoverDomain", package: "PopcornDiscover"),
                .product(name: "DiscoverApplication", package: "PopcornDiscover"),
                .product(name: "DiscoverComposition", package: "PopcornDiscover"),
                .product(name: "DiscoverAdapters", package: "PopcornDiscoverAdapters"),
                .product(name: "WatchlistDomain", package: "PopcornWatchlist"),
                .product(name: "WatchlistApplication", package: "PopcornWatchlist"),
                .product(name: "WatchlistComposition", package: "PopcornWatchlist"),
                .product(name: "WatchlistAdapters", package: "PopcornWatchlistAdapters"),
                .product(name: "TrackingDomain", package: "PopcornTracking"),
                .product(name: "TrackingApplication", package: "PopcornTracking"),
                .product(name: "TrackingComposition", package: "PopcornTracking"),
                .product(name: "TrackingAdapters", package: "PopcornTrackingAdapters"),
                .product(name: "AccountDomain", package: "PopcornAccount"),
                .product(name: "AccountApplication", package: "PopcornAccount"),
                .product(name: "AccountComposition", package: "PopcornAccount"),
                .product(name: "AccountAdapters", package: "PopcornAccountAdapters"),
                .product(name: "CalendarDomain", package: "PopcornCalendar"),
                .product(name: "CalendarApplication", package: "PopcornCalendar"),
                .product(name: "CalendarComposition", package: "PopcornCalendar"),
                .product(name: "CalendarAdapters", package: "PopcornCalendarAdapters"),
                .product(name: "CollectionsDomain", package: "PopcornCollections"),
                .product(name: "CollectionsApplication", package: "PopcornCollections"),
                .product(name: "CollectionsComposition", package: "PopcornCollections"),
                .product(name: "CollectionsAdapters", package: "PopcornCollectionsAdapters"),
                .product(name: "ReviewsDomain", package: "PopcornReviews"),
                .product(name: "ReviewsApplication", package: "PopcornReviews"),
                .product(name: "ReviewsComposition", package: "PopcornReviews"),
                .product(name: "ReviewsAdapters", package: "PopcornReviewsAdapters"),
                // new-context: products (Scripts/new-context.sh inserts each new context's products above)
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Apps/PopcornCLI/Sources/PopcornCLI"
        ),
        .target(
            name: "PopcornBrowse",
            dependencies: ["TerminalLayout", "TerminalImages"],
            path: "Apps/PopcornCLI/Sources/PopcornBrowse"
        ),
        .target(
            name: "TerminalLayout",
            path: "Apps/PopcornCLI/Sources/TerminalLayout"
        ),
        // Posters drawn in the terminal: decoding, scaling, the image protocols and their disk cache.
        .target(
            name: "TerminalImages",
            dependencies: ["CTerminalImageCodecs"],
            path: "Apps/PopcornCLI/Sources/TerminalImages"
        ),
        // libturbojpeg and libpng, loaded when the first image is decoded instead of linked (see
        // ImageDecoder), so a command that draws nothing starts as it did.
        .target(
            name: "CTerminalImageCodecs",
            path: "Apps/PopcornCLI/Sources/CTerminalImageCodecs",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // JPEGs and PNGs the tests make from pixels they choose.
        .target(
            name: "TerminalImagesTestHelpers",
            dependencies: ["TerminalImages"],
            path: "Apps/PopcornCLI/Tests/TerminalImagesTestHelpers",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "popcorn",
            dependencies: ["PopcornCLI"],
            path: "Apps/PopcornCLI/Sources/popcorn"
        ),
        .testTarget(
            name: "PopcornCLITests",
            dependencies: [
                "PopcornCLI",
                "PopcornBrowse",
                "TerminalLayout",
                "TerminalImages",
                "TerminalImagesTestHelpers",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "CoreApplication", package: "CoreDomain"),
                .product(name: "TMDbKit", package: "TMDbKit"),
                .product(name: "TMDbKitTesting", package: "TMDbKit"),
                .product(name: "TMDbAdapterKit", package: "TMDbAdapterKit"),
                .product(name: "TMDbCatalog", package: "TMDbKit"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
                .product(name: "SearchDomain", package: "PopcornSearch"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
                .product(name: "GenresDomain", package: "PopcornGenres"),
                .product(name: "GenresApplication", package: "PopcornGenres"),
                .product(name: "TrendingDomain", package: "PopcornTrending"),
                .product(name: "TrendingApplication", package: "PopcornTrending"),
                .product(name: "DiscoverDomain", package: "PopcornDiscover"),
                .product(name: "DiscoverApplication", package: "PopcornDiscover"),
                .product(name: "TrackingDomain", package: "PopcornTracking"),
                .product(name: "TrackingApplication", package: "PopcornTracking"),
                .product(name: "TrackingTestHelpers", package: "PopcornTracking"),
                .product(name: "TVSeriesTestHelpers", package: "PopcornTVSeries"),
                .product(name: "CollectionsApplication", package: "PopcornCollections"),
                .product(name: "ReviewsDomain", package: "PopcornReviews"),
                .product(name: "ReviewsApplication", package: "PopcornReviews"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Apps/PopcornCLI/Tests/PopcornCLITests"
        ),
        .testTarget(
            name: "PopcornBrowseTests",
            dependencies: ["PopcornBrowse", "TerminalLayout", "TerminalImages"],
            path: "Apps/PopcornCLI/Tests/PopcornBrowseTests"
        ),
        .testTarget(
            name: "TerminalImagesTests",
            dependencies: ["TerminalImages", "TerminalImagesTestHelpers"],
            path: "Apps/PopcornCLI/Tests/TerminalImagesTests"
        ),
        .testTarget(
            name: "TerminalLayoutTests",
            dependencies: ["TerminalLayout"],
            path: "Apps/PopcornCLI/Tests/TerminalLayoutTests"
        ),
        .testTarget(
            name: "PopcornEndToEndTests",
            dependencies: ["TerminalLayout", "TerminalImages", "TerminalImagesTestHelpers"],
            path: "Apps/PopcornCLI/Tests/PopcornEndToEndTests",
            exclude: ["Expected"]
        ),
    ]
)
