import CoreApplication
import CoreDomain
import Foundation
import SearchApplication
import SearchDomain

/// One search result as every view lists it: its kind, title, year and the command that opens it.
struct MediaResultRow: Sendable, Equatable {
    /// `movie`, `tv`, `person`.
    let kind: String
    let title: String
    /// The release or first-air year; `nil` for people and unknown dates.
    let year: String?
    /// `popcorn movie 550`.
    private(set) var command: String

    init(_ result: MediaPreviewDetails) {
        self.init(kind: result.kind, id: result.id, title: result.title, date: result.date)
    }

    /// A title a typed name may mean, as listed when it matches several.
    init(_ candidate: MediaTitleCandidate) {
        self.init(kind: candidate.kind, id: candidate.id, title: candidate.title, date: candidate.date)
    }

    private init(kind: MediaKind, id: Int, title: String, date: Date?) {
        self.kind = kind.rawValue
        self.title = title
        year = DisplayFormat.year(of: date)
        command = "popcorn \(TMDbReferenceKind(kind).rawValue) \(id)"
    }

    /// The same row with its command run by `program` (`popcorn watchlist add`) instead of `popcorn`:
    /// the candidates a watchlist command lists say how to finish that command.
    func opened(by program: String) -> MediaResultRow {
        var row = self
        row.command = program + command.dropFirst("popcorn".count)
        return row
    }

    /// `Fight Club (1999)`, or the title alone when the year is unknown.
    var titleWithYear: String {
        year.map { "\(title) (\($0))" } ?? title
    }
}
