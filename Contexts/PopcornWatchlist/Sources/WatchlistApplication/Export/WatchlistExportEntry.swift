import CoreDomain
import Foundation
import WatchlistDomain

/// One watchlist entry as `popcorn watchlist export --format json` writes it and `import` reads it
/// back: days as `YYYY-MM-DD`, instants as ISO 8601 UTC to the second, absent values left out.
public struct WatchlistExportEntry: Codable, Equatable, Sendable {
    public let kind: WatchlistKind
    public let tmdbID: Int
    public let title: String
    public let releaseDate: Date?
    public let posterPath: URL?
    public let voteAverage: Double?
    public let addedAt: Date
    public let watchedAt: Date?
    public let note: String?

    /// The entry as the export writes it.
    public init(_ entry: WatchlistEntry) {
        kind = entry.id.kind
        tmdbID = entry.id.tmdbID
        title = entry.title.title
        releaseDate = entry.title.releaseDate
        posterPath = entry.title.posterPath
        voteAverage = entry.title.voteAverage
        addedAt = entry.addedAt
        watchedAt = entry.watchedAt
        note = entry.note
    }

    private enum CodingKeys: String, CodingKey {
        case kind
        case tmdbID
        case title
        case releaseDate
        case posterPath
        case voteAverage
        case addedAt
        case watchedAt
        case note
    }

    /// Reads an entry, refusing (with the key it is about) a kind other than `movie` or `tv`, an id that
    /// is not positive, a rating outside 0 to 10, and a date, instant or poster path not written as the
    /// export writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindText = try container.decode(String.self, forKey: .kind)
        guard let kind = WatchlistKind(rawValue: kindText.lowercased()) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "\"\(kindText)\" is not movie or tv")
        }
        self.kind = kind
        tmdbID = try container.decode(Int.self, forKey: .tmdbID)
        guard tmdbID > 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .tmdbID, in: container, debugDescription: "\(tmdbID) is not a positive TMDb id")
        }
        title = try container.decode(String.self, forKey: .title)
        releaseDate = try container.decodeIfPresent(String.self, forKey: .releaseDate).map {
            try Self.date($0, at: .releaseDate, in: container, as: "a day written YYYY-MM-DD") {
                UTCTimestamp.date(fromDay: $0)
            }
        }
        posterPath = try container.decodeIfPresent(String.self, forKey: .posterPath).map { path in
            guard let url = URL(string: path) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .posterPath, in: container, debugDescription: "\"\(path)\" is not a path or URL")
            }
            return url
        }
        voteAverage = try container.decodeIfPresent(Double.self, forKey: .voteAverage)
        if let voteAverage, !(0...10).contains(voteAverage) {
            throw DecodingError.dataCorruptedError(
                forKey: .voteAverage, in: container, debugDescription: "\(voteAverage) is not a number from 0 to 10")
        }
        addedAt = try Self.date(
            container.decode(String.self, forKey: .addedAt), at: .addedAt, in: container, as: Self.instantForm,
            parse: UTCTimestamp.date(from:))
        watchedAt = try container.decodeIfPresent(String.self, forKey: .watchedAt).map {
            try Self.date(
                $0, at: .watchedAt, in: container, as: Self.instantForm, parse: UTCTimestamp.date(from:))
        }
        note = try container.decodeIfPresent(String.self, forKey: .note)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(tmdbID, forKey: .tmdbID)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(releaseDate.map(UTCTimestamp.dayText(for:)), forKey: .releaseDate)
        try container.encodeIfPresent(posterPath?.absoluteString, forKey: .posterPath)
        try container.encodeIfPresent(voteAverage, forKey: .voteAverage)
        try container.encode(UTCTimestamp.text(for: addedAt), forKey: .addedAt)
        try container.encodeIfPresent(watchedAt.map(UTCTimestamp.text(for:)), forKey: .watchedAt)
        try container.encodeIfPresent(note, forKey: .note)
    }

    private static let instantForm = "an ISO 8601 instant like 2026-11-26T04:58:00Z"

    /// The date `text` (at `key`) names, read by `parse`; a text it cannot read is an error at `key`.
    private static func date(
        _ text: String, at key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>, as form: String,
        parse: (String) -> Date?
    ) throws -> Date {
        guard let date = parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\"\(text)\" is not \(form)")
        }
        return date
    }
}
