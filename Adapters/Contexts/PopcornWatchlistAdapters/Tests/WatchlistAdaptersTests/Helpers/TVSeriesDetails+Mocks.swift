import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesApplication

extension TVSeriesDetails {
    /// Breaking Bad's details without any part, as `including: []` answers, with a last air date and
    /// an original name beside the values the watchlist keeps.
    static func mock(
        id: Int = 1396,
        name: String = "Breaking Bad",
        firstAirDate: Date? = .mockDay(year: 2008, month: 1, day: 20),
        posterURLSet: ImageURLSet? = .mock(path: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"),
        voteAverage: Double? = 8.9
    ) -> TVSeriesDetails {
        TVSeriesDetails(
            id: id,
            name: name,
            originalName: "Breaking Bad (original)",
            firstAirDate: firstAirDate,
            posterURLSet: posterURLSet,
            backdropURLSet: .mock(path: "/backdrop.jpg", kind: .backdrop),
            lastAirDate: .mockDay(year: 2013, month: 9, day: 29),
            popularity: 300.2,
            voteAverage: voteAverage,
            voteCount: 14_000,
            region: "GB"
        )
    }
}
