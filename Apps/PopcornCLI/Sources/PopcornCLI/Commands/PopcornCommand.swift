import ArgumentParser

/// The root command, `popcorn`.
public struct PopcornCommand: AsyncParsableCommand {
    /// The version `popcorn --version` prints.
    public static let version = "popcorn 0.1.0"

    /// The `User-Agent` every request sends: the version, `popcorn/0.1.0`.
    static let userAgent = version.replacingOccurrences(of: " ", with: "/")

    public static let configuration = CommandConfiguration(
        commandName: "popcorn",
        abstract: "Browse The Movie Database (TMDb) from the terminal, with an offline cache.",
        discussion: """
            Set TMDB_API_KEY (v3) or TMDB_READ_ACCESS_TOKEN (v4) to use live TMDb; without them, \
            popcorn answers from an offline demo catalog. TMDB_API_BASE_URL overrides the API address, \
            POPCORN_LANGUAGE the default language, POPCORN_HTTP_TIMEOUT the seconds per request (10), \
            POPCORN_CACHE_DIR the cache directory, POPCORN_DATA_DIR the directory of your watchlist, \
            diary and search history (else $XDG_DATA_HOME/popcorn), POPCORN_NO_HISTORY=1 stops recording searches, \
            POPCORN_IMAGES=kitty|sixel|iterm|blocks|off chooses how --poster draws, TMDB_SESSION_ID supplies a TMDb session made elsewhere \
            ('popcorn account login' makes one here). A <ref> is an id, \
            a themoviedb.org URL, an IMDb id or imdb.com URL ('popcorn movie tt0137523'), or a title \
            ('popcorn movie fight club'). The same settings (readAccessToken, \
            apiKey, apiBaseURL, language, httpTimeout, searchHistory) may live in $XDG_CONFIG_HOME/popcorn/config.json (else \
            ~/.config/popcorn/config.json), which must be chmod 600 when it holds a credential.
            """,
        version: version,
        subcommands: [
            SearchCommand.self, TrendingCommand.self, MovieCommand.self, TVCommand.self, PersonCommand.self,
            CollectionCommand.self,
            GenresCommand.self, DiscoverCommand.self, ProvidersCommand.self, WatchlistCommand.self, WatchedCommand.self,
            UnwatchCommand.self,
            HistoryCommand.self, ProgressCommand.self, RateCommand.self, RatingsCommand.self, AccountCommand.self,
            SyncCommand.self, CalendarCommand.self, WhatsNewCommand.self,
            BrowseCommand.self, CacheCommand.self,
        ]
    )

    public init() {}
}
