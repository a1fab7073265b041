import CoreDomainTestHelpers
import Foundation
import MoviesDomain

extension MovieReleaseDatesByCountry {
    /// The US releases of Fight Club: a premiere without a rating and the theatrical release rated R.
    public static func mock(
        countryCode: String = "US",
        releaseDates: [MovieReleaseDate] = [
            .mock(
                certification: "", descriptors: [], note: "Venice Film Festival",
                releaseDate: .mockDay(year: 1999, month: 9, day: 10), type: .premiere),
            .mock(),
        ]
    ) -> MovieReleaseDatesByCountry {
        MovieReleaseDatesByCountry(countryCode: countryCode, releaseDates: releaseDates)
    }
}
