import ArgumentParser

/// `popcorn movie ...`: details (the default), credits, images, recommendations, similar titles,
/// where to watch, curated lists and search.
struct MovieCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movie",
        abstract:
            "Movies: details, cast and crew, images, videos, reviews, recommendations, where to watch, lists and search.",
        discussion:
            "A <ref> is a TMDb id (550), a themoviedb.org URL (https://www.themoviedb.org/movie/550-fight-club), "
            + "an IMDb id or imdb.com URL (tt0137523), or a title (fight club).",
        subcommands: [
            MovieDetailsCommand.self,
            MovieCreditsCommand.self,
            MovieImagesCommand.self,
            MovieRecommendationsCommand.self,
            MovieSimilarCommand.self,
            MovieWatchCommand.self,
            MovieVideosCommand.self,
            MovieReviewsCommand.self,
            PopularMoviesCommand.self,
            TopRatedMoviesCommand.self,
            NowPlayingMoviesCommand.self,
            UpcomingMoviesCommand.self,
            SearchMoviesCommand.self,
        ],
        defaultSubcommand: MovieDetailsCommand.self
    )
}
