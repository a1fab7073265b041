import Foundation
import MoviesDomain

/// One dated release of a movie in a region, for a calendar: the day and what kind of release it is.
public struct MovieRegionalRelease: Equatable, Sendable {
    /// The day of the release (an instant at midnight UTC).
    public let date: Date
    /// Theatrical, digital, physical... as TMDb numbers them.
    public let type: MovieReleaseType
    /// A festival's name, `Blu-ray`, a re-release...; `nil` when TMDb gives none.
    public let note: String?

    public init(date: Date, type: MovieReleaseType, note: String? = nil) {
        self.date = date
        self.type = type
        self.note = note
    }
}
