import CoreDomainTestHelpers
import Foundation
import MoviesDomain

extension MovieReleaseDate {
    /// A theatrical release in English rated R for violence, on 15 October 1999.
    public static func mock(
        certification: String? = "R",
        descriptors: [String] = ["Violence"],
        languageCode: String? = "en",
        note: String? = nil,
        releaseDate: Date? = .mockDay(year: 1999, month: 10, day: 15),
        type: MovieReleaseType = .theatrical
    ) -> MovieReleaseDate {
        MovieReleaseDate(
            certification: certification,
            descriptors: descriptors,
            languageCode: languageCode,
            note: note,
            releaseDate: releaseDate,
            type: type
        )
    }
}
