import CoreDomain
import CoreDomainTestHelpers
import Foundation
import SearchApplication

extension MediaTitleCandidate {
    /// The Matrix, as the title search finds it.
    public static func mock(
        kind: MediaKind = .movie,
        id: Int = 603,
        title: String = "The Matrix",
        date: Date? = .mockDay(year: 1999, month: 3, day: 31)
    ) -> MediaTitleCandidate {
        MediaTitleCandidate(kind: kind, id: id, title: title, date: date)
    }
}
