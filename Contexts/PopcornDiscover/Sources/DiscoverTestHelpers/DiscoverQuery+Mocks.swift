import DiscoverDomain
import Foundation

extension DiscoverQuery {
    /// The dramas of 1999, best rated first: `discover movie --genre drama --year 1999 --sort rating`.
    public static func mock(mediaType: DiscoverMediaType = .movie, genreIDs: [Int] = [18], page: Int = 1) throws
        -> DiscoverQuery
    {
        try DiscoverQuery(
            mediaType: mediaType, genreIDs: genreIDs, year: 1999, sort: DiscoverSort(key: .rating), page: page)
    }
}
