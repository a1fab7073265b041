import CoreDomainTestHelpers
import Foundation
import MoviesDomain

extension MovieReleaseDate {
    /// A US theatrical release rated R on 15 October 1999.
    static func mock(
        certification: String? = "R",
        descriptors: [String] = [],
        languageCode: String? = "en",
        note: String? = nil,
        day: String? = "1999-10-15",
        type: MovieReleaseType = .theatrical
    ) -> MovieReleaseDate {
        MovieReleaseDate(
            certification: certification,
            descriptors: descriptors,
            languageCode: languageCode,
            note: note,
            releaseDate: day.flatMap(Self.date),
            type: type
        )
    }

    /// Midnight UTC of a `YYYY-MM-DD` day.
    static func date(_ day: String) -> Date? {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        return parts.count == 3 ? .mockDay(year: parts[0], month: parts[1], day: parts[2]) : nil
    }
}
