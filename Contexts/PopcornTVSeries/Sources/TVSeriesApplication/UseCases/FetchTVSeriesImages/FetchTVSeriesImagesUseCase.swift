import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches every image TMDb has of a series, each resolved at its own kind's sizes.
public protocol FetchTVSeriesImagesUseCase: Sendable {
    /// The series' posters, logos and backdrops (in the cache's language, English, and without
    /// text); with `kind`, only the images of that kind (the other lists empty).
    func execute(tvSeriesID: TVSeries.ID, kind: ImageKind?) async throws(FetchError)
        -> ImageCollectionDetails
}
