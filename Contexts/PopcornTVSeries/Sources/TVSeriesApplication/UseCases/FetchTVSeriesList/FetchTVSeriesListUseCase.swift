import CoreApplication
import Foundation
import TVSeriesDomain

/// Fetches a page of one of TMDb's curated series lists.
public protocol FetchTVSeriesListUseCase: Sendable {
    /// Page `page` (1-based) of `list`.
    func execute(list: TVSeriesListKind, page: Int) async throws(FetchError) -> TVSeriesPreviewDetailsPage
}
