import ArgumentParser

/// `popcorn tv ...`: series details (the default), seasons, episodes, credits, curated lists and search.
struct TVCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tv",
        abstract:
            "TV series: details, seasons, episodes, cast and crew, images, videos, reviews, where to watch, lists and search.",
        discussion: """
            A <ref> is a TMDb id (1396), a themoviedb.org URL (https://www.themoviedb.org/tv/1396-breaking-bad), \
            an IMDb id or imdb.com URL (tt0903747), or a name (breaking bad); \
            season and episode URLs (.../tv/1396/season/1/episode/3) work with 'season' and 'episode'.
            """,
        subcommands: [
            TVSeriesDetailsCommand.self,
            TVSeasonCommand.self,
            TVEpisodeCommand.self,
            TVCreditsCommand.self,
            TVImagesCommand.self,
            TVRecommendationsCommand.self,
            TVSimilarCommand.self,
            TVWatchCommand.self,
            TVVideosCommand.self,
            TVReviewsCommand.self,
            PopularTVSeriesCommand.self,
            TopRatedTVSeriesCommand.self,
            OnTheAirTVSeriesCommand.self,
            AiringTodayTVSeriesCommand.self,
            SearchTVSeriesCommand.self,
        ],
        defaultSubcommand: TVSeriesDetailsCommand.self
    )
}
