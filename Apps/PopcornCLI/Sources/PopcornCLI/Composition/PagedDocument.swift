import CoreApplication
import MoviesApplication
import PeopleApplication
import ReviewsApplication
import TVSeriesApplication

/// A document that is one page of a longer list, so that a page past the last is a "not found"
/// (66) for every list command alike, rather than an empty page that exits 0.
protocol PagedDocument {
    /// The page shown, 1-based.
    var page: Int { get }
    /// How many pages the list has.
    var totalPages: Int { get }
}

extension MediaPreviewDetailsPage: PagedDocument {}
extension MoviePreviewDetailsPage: PagedDocument {}
extension TVSeriesPreviewDetailsPage: PagedDocument {}
extension PersonPreviewDetailsPage: PagedDocument {}
extension ReviewDetailsPage: PagedDocument {}
