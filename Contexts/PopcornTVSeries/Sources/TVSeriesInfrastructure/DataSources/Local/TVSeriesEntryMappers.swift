import DataPersistence
import TVSeriesDomain

/// The mappers of every entry of the TV series cache, captured together by the transactions' closures.
struct TVSeriesEntryMappers: Sendable {
    let tvSeries = TVSeriesMapper()
    let season = TVSeasonMapper()
    let episode = TVEpisodeMapper()
    let episodeCredits = TVEpisodeCreditsMapper()
    let credits = CreditsEntityMapper<TVSeriesCreditsTables>()
    let aggregateCredits = AggregateCreditsMapper()
    let contentRatings = ContentRatingsMapper()
    let images = ImageCollectionEntityMapper<TVSeriesImageCollectionTables>()
    let watchProviders = WatchProvidersEntityMapper<TVSeriesWatchProvidersTables>()
    let videos = VideosEntityMapper<TVSeriesVideosTables>()
    let keywords = KeywordsEntityMapper<TVSeriesKeywordsTables>()
    let translations = TranslationsEntityMapper<TVSeriesTranslationsTables>()
    let page = PreviewPageMapper<TVSeriesPreviewPageTables, TVSeriesPreviewPage, TVSeriesPreviewMapper>(
        resultMapper: TVSeriesPreviewMapper())
}
