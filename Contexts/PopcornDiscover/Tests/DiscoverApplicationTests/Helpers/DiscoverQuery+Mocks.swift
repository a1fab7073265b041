import DiscoverDomain
import Foundation

extension DiscoverQuery {
    /// The dramas and thrillers of 1999, best rated first: `discover movie --genre drama --genre thriller
    /// --year 1999 --sort rating`.
    static func mock(mediaType: DiscoverMediaType = .movie, page: Int = 1) throws -> DiscoverQuery {
        try DiscoverQuery(
            mediaType: mediaType, genreIDs: [18, 53], year: 1999, sort: DiscoverSort(key: .rating), page: page)
    }
}
