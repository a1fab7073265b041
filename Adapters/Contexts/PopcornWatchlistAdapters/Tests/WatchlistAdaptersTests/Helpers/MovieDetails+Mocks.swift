import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesApplication

extension MovieDetails {
    /// Fight Club's details without any part, as `including: []` answers, with values the watchlist
    /// does not keep (an original title, an overview, a backdrop) beside those it does.
    static func mock(
        id: Int = 550,
        title: String = "Fight Club",
        releaseDate: Date? = .mockDay(year: 1999, month: 10, day: 15),
        posterURLSet: ImageURLSet? = .mock(path: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
        voteAverage: Double? = 8.438
    ) -> MovieDetails {
        MovieDetails(
            id: id,
            title: title,
            originalTitle: "Fight Club (original)",
            overview: "A ticking-time-bomb insomniac and a slippery soap salesman...",
            releaseDate: releaseDate,
            posterURLSet: posterURLSet,
            backdropURLSet: .mock(path: "/backdrop.jpg", kind: .backdrop),
            popularity: 73.4,
            voteAverage: voteAverage,
            voteCount: 31_000,
            region: "GB"
        )
    }
}
