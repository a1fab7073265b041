import ArgumentParser

/// `popcorn movie ...`: details (the default), credits, curated lists and search.
struct MovieCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movie",
        abstract: "Movies: details, cast and crew, curated lists and search.",
        discussion:
            "A <ref> is a TMDb id (550) or a themoviedb.org URL (https://www.themoviedb.org/movie/550-fight-club).",
        subcommands: [
            MovieDetailsCommand.self,
            MovieCreditsCommand.self,
            PopularMoviesCommand.self,
            TopRatedMoviesCommand.self,
            NowPlayingMoviesCommand.self,
            UpcomingMoviesCommand.self,
            SearchMoviesCommand.self,
        ],
        defaultSubcommand: MovieDetailsCommand.self
    )
}
