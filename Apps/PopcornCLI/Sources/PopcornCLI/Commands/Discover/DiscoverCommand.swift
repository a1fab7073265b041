import ArgumentParser

/// `popcorn discover movie|tv ...`: movies or series by genre, year, rating, people and more.
struct DiscoverCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discover",
        abstract: "Movies or series that pass every filter given ('popcorn discover movie --genre drama --year 1999').",
        discussion: """
            Genres are names in the request's language, in any case ('popcorn genres' lists them); repeat \
            --genre and every genre must match. --with-person takes an id, a themoviedb.org or imdb.com URL, an IMDb id or a name \
            ('brad pitt'), looked up as 'popcorn person' does. --keyword takes a keyword's name ('heist', \
            found with TMDb's keyword search) or id, and every keyword must match. --provider takes a streaming \
            service's name or id among those of --region ('popcorn providers movie' lists them), and any of them \
            will do; --monetization (flatrate, free, ads, rent or buy, repeatable) keeps the titles offered that \
            way in --region. The offline catalog knows Fight Club's keywords and no streaming services.
            """,
        subcommands: [DiscoverMoviesCommand.self, DiscoverTVSeriesCommand.self]
    )
}
