import SearchApplication

/// One search result as every view lists it: its kind, title, year and the command that opens it.
struct MediaResultRow: Sendable, Equatable {
    /// `movie`, `tv`, `person`.
    let kind: String
    let title: String
    /// The release or first-air year; `nil` for people and unknown dates.
    let year: String?
    /// `popcorn movie 550`.
    let command: String

    init(_ result: MediaPreviewDetails) {
        kind = result.kind.rawValue
        title = result.title
        year = DisplayFormat.year(of: result.date)
        command = "popcorn \(TMDbReferenceKind(result.kind).rawValue) \(result.id)"
    }

    /// `Fight Club (1999)`, or the title alone when the year is unknown.
    var titleWithYear: String {
        year.map { "\(title) (\($0))" } ?? title
    }
}
