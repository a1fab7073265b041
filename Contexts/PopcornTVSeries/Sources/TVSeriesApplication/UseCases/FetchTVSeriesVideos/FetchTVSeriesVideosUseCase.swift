import CoreApplication
import TVSeriesDomain

/// Fetches a series' trailers, teasers, clips and featurettes for `popcorn tv videos`.
public protocol FetchTVSeriesVideosUseCase: Sendable {
    /// The series' videos in the order a screen lists them, with its main trailer.
    func execute(tvSeriesID: TVSeries.ID) async throws(FetchError) -> VideoListDetails
}
