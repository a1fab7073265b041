import CoreCSV
import CoreDomain
import Foundation
import TrackingDomain

/// Reads the files `popcorn history import` takes, telling their format by their content: our JSON
/// export (a document starting with `{`), our CSV export (a header with `record`, `kind` and
/// `tmdb_id`), and Letterboxd's `diary.csv`, `ratings.csv` and `watched.csv` (by their headers;
/// `watched.csv` by its name too). Every entry is checked before anything is imported: a wrong one
/// is ``TrackingError/malformedImport(line:reason:)`` naming its line (for JSON, its place).
public struct HistoryImportParser: Sendable {
    /// The watches and ratings of an import file, in the file's order: those that name their title
    /// by TMDb id, and the films a Letterboxd file names by name and year.
    public struct Contents: Equatable, Sendable {
        public let watches: [LoggedWatch]
        public let ratings: [Rating]
        public let films: [NamedFilmEntry]

        public init(watches: [LoggedWatch], ratings: [Rating], films: [NamedFilmEntry] = []) {
            self.watches = watches
            self.ratings = ratings
            self.films = films
        }
    }

    /// The day a watch may be at most: a diary does not hold watches after today.
    let latestDay: WatchDay

    /// The latest a watch may have been logged or a rating given: the end of today wherever on
    /// Earth today is (a day after midnight UTC of the day after). A rating dated later would pass
    /// for the newest and keep every real one out.
    let latestInstant: Date

    public init(today: WatchDay) {
        latestDay = today
        latestInstant = today.calendarDay.midnight.addingTimeInterval(2 * 86_400)
    }

    /// `when`, unless it is after ``latestInstant``: then `failure` says so of `field`.
    func notLater<Failure: Error>(
        _ when: Date, _ field: String, _ failure: (String) -> Failure
    ) throws(Failure) -> Date {
        guard when <= latestInstant else {
            throw failure("\(field): \(UTCTimestamp.text(for: when)) is in the future")
        }
        return when
    }

    /// What `text` holds; `fileName` (the path it was read from, if any) tells Letterboxd's
    /// `watched.csv` from its `watchlist.csv`, whose columns are the same.
    public func contents(of text: String, fileName: String? = nil) throws(TrackingError) -> Contents {
        let content = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        guard let first = content.first(where: { !$0.isWhitespace }) else {
            throw .malformedImport(line: 1, reason: "the file is empty")
        }
        return first == "{" ? try json(content) : try csv(content, fileName: fileName)
    }

    private func json(_ text: String) throws(TrackingError) -> Contents {
        let document: HistoryExportDocument
        do {
            document = try JSONDecoder().decode(HistoryExportDocument.self, from: Data(text.utf8))
        } catch {
            throw .malformedImport(line: 0, reason: "not a popcorn history document: \(Self.describe(error))")
        }
        guard document.format == HistoryExportDocument.formatName else {
            throw .malformedImport(
                line: 0,
                reason: "\"\(document.format)\" is not a popcorn history (\"\(HistoryExportDocument.formatName)\")")
        }
        guard (1...HistoryExportDocument.currentVersion).contains(document.version) else {
            throw .malformedImport(
                line: 0,
                reason:
                    "version \(document.version) is not one this popcorn reads (1 to \(HistoryExportDocument.currentVersion))"
            )
        }
        var watches: [LoggedWatch] = []
        var ratings: [Rating] = []
        for (index, entry) in document.watches.enumerated() {
            watches.append(
                try watch(entry) { reason in
                    TrackingError.malformedImport(line: 0, reason: "watches[\(index)]: \(reason)")
                })
        }
        for (index, entry) in document.ratings.enumerated() {
            ratings.append(
                try rating(entry) { reason in
                    TrackingError.malformedImport(line: 0, reason: "ratings[\(index)]: \(reason)")
                })
        }
        return Contents(watches: watches, ratings: ratings)
    }

    private func csv(_ text: String, fileName: String?) throws(TrackingError) -> Contents {
        var watches: [LoggedWatch] = []
        var ratings: [Rating] = []
        do throws(CSVError) {
            let table = try CSVTable(text)
            if let file = try LetterboxdFile(table, fileName: fileName) {
                return Contents(watches: [], ratings: [], films: try letterboxdEntries(table, file: file))
            }
            guard table.has(["record", "kind", "tmdb_id"]) else {
                throw CSVError(
                    line: table.header.line,
                    reason: "popcorn reads its own history export (a CSV whose header has "
                        + HistoryCSV.columns.joined(separator: ", ")
                        + ") and Letterboxd's diary.csv, ratings.csv and watched.csv; this header has "
                        + table.names.joined(separator: ", "))
            }
            for row in try table.rows() {
                let entry = try Self.entry(row)
                let failure = { (reason: String) in CSVError(line: row.record.line, reason: reason) }
                switch try row.required("record").lowercased() {
                case "watch": watches.append(try watch(entry, failure))
                case "rating": ratings.append(try rating(entry, failure))
                case let other: throw row.malformed("record", other, "watch or rating")
                }
            }
        } catch {
            throw .malformedImport(line: error.line, reason: error.reason)
        }
        return Contents(watches: watches, ratings: ratings)
    }

    /// A CSV row as the entry it writes; numbers checked, the rest left to ``watch(_:_:)`` and
    /// ``rating(_:_:)``.
    private static func entry(_ row: CSVRow) throws(CSVError) -> HistoryExportEntry {
        let number = { (text: String) -> Int? in
            text.utf8.count <= 9 && text.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) ? Int(text) : nil
        }
        guard let tmdbID = try row.parsed("tmdb_id", as: "a TMDb id", parse: number) else {
            throw CSVError(line: row.record.line, reason: "tmdb_id: the field is empty")
        }
        return HistoryExportEntry(
            kind: try row.required("kind"), tmdbID: tmdbID, title: row.verbatim("title") ?? "",
            seasonNumber: try row.parsed("season_number", as: "a season number", parse: number),
            episodeNumber: try row.parsed("episode_number", as: "an episode number", parse: number),
            episodeName: row.verbatim("episode_name"), watchedOn: row.value("watched_on"),
            loggedAt: row.value("logged_at"),
            rating: try row.parsed("rating", as: "a rating from 0.5 to 10") { Double($0) },
            ratedAt: row.value("rated_at"))
    }

    /// The watch an entry names, or `failure(reason)`.
    private func watch<Failure: Error>(
        _ entry: HistoryExportEntry, _ failure: (String) -> Failure
    ) throws(Failure) -> LoggedWatch {
        let item = try item(entry, allowingSeries: false, failure)
        guard let text = entry.watchedOn, let day = WatchDay(text) else {
            throw failure("watched_on: \(Self.quoted(entry.watchedOn)) is not a day written YYYY-MM-DD")
        }
        guard day <= latestDay else {
            throw failure("watched_on: \(day) is after today")
        }
        guard let loggedAt = entry.loggedAt.flatMap(UTCTimestamp.date(fromInstantOrDay:)) else {
            throw failure("logged_at: \(Self.quoted(entry.loggedAt)) is not an instant like 2026-11-26T04:58:00Z")
        }
        return LoggedWatch(
            title: TrackedTitle(item: item, name: Self.title(entry), episodeName: entry.episodeName),
            watchedOn: day, loggedAt: try notLater(loggedAt, "logged_at", failure))
    }

    /// The rating an entry gives, or `failure(reason)`.
    private func rating<Failure: Error>(
        _ entry: HistoryExportEntry, _ failure: (String) -> Failure
    ) throws(Failure) -> Rating {
        let item = try item(entry, allowingSeries: true, failure)
        guard let number = entry.rating, let value = RatingValue(number) else {
            throw failure("rating: \(entry.rating.map { String($0) } ?? "nothing") is not 0.5 to 10 in steps of 0.5")
        }
        guard let ratedAt = entry.ratedAt.flatMap(UTCTimestamp.date(fromInstantOrDay:)) else {
            throw failure("rated_at: \(Self.quoted(entry.ratedAt)) is not an instant like 2026-11-26T04:58:00Z")
        }
        return Rating(
            title: TrackedTitle(item: item, name: Self.title(entry), episodeName: entry.episodeName),
            value: value, ratedAt: try notLater(ratedAt, "rated_at", failure))
    }

    private func item<Failure: Error>(
        _ entry: HistoryExportEntry, allowingSeries: Bool, _ failure: (String) -> Failure
    ) throws(Failure) -> TrackedItem {
        guard entry.tmdbID > 0 else {
            throw failure("tmdb_id: \(entry.tmdbID) is not a TMDb id")
        }
        switch entry.kind.lowercased() {
        case "movie":
            return .movie(id: entry.tmdbID)
        case "tv" where allowingSeries:
            return .series(id: entry.tmdbID)
        case "episode":
            guard let season = entry.seasonNumber, let episode = entry.episodeNumber, episode > 0 else {
                throw failure("an episode needs its season_number and episode_number (1 or more)")
            }
            return .episode(seriesID: entry.tmdbID, seasonNumber: season, episodeNumber: episode)
        default:
            throw failure(
                "kind: \"\(entry.kind)\" is not " + (allowingSeries ? "movie, tv or episode" : "movie or episode"))
        }
    }

    /// The title as written: an export writes the name the title had, which may be empty.
    private static func title(_ entry: HistoryExportEntry) -> String {
        entry.title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func quoted(_ text: String?) -> String {
        text.map { "\"\($0)\"" } ?? "nothing"
    }

    /// A decoding error in a few words, with where in the document when the decoder says.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else {
            return String(describing: error)
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])): missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? context.debugDescription : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return String(describing: error)
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("") { text, key in
            key.intValue.map { text + "[\($0)]" } ?? (text.isEmpty ? "" : text + ".") + key.stringValue
        }
    }
}
