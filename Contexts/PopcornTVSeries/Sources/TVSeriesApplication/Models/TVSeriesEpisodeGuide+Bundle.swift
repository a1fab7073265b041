import TVSeriesDomain

extension TVSeriesEpisodeGuide {
    /// The guide of the seasons `bundle` holds: how another context (the diary) reads a series'
    /// screen it was handed, without asking again.
    public init(_ bundle: TVSeriesBundle) {
        self = TVSeriesEpisodeGuideMapper().map(bundle)
    }
}
