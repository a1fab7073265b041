import ArgumentParser

/// `popcorn discover movie|tv ...`: movies or series by genre, year, rating, people and more.
struct DiscoverCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discover",
        abstract: "Movies or series that pass every filter given ('popcorn discover movie --genre drama --year 1999').",
        discussion: """
            Genres are names in the request's language, in any case ('popcorn genres' lists them); repeat \
            --genre and every genre must match. --with-person takes an id, a themoviedb.org or imdb.com URL, an IMDb id or a name \
            ('brad pitt'), looked up as 'popcorn person' does.
            """,
        subcommands: [DiscoverMoviesCommand.self, DiscoverTVSeriesCommand.self]
    )
}
