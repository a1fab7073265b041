import ArgumentParser
import WatchlistDomain

/// The title a watchlist command names: `movie 550`, `tv "breaking bad"`, `movie fight club`, or a
/// themoviedb.org movie or TV URL alone (which says its kind).
struct WatchlistTarget: Equatable, Sendable {
    let kind: TMDbReferenceKind
    let reference: MediaReference

    /// What a watchlist command's title looks like, for every message that refuses one.
    static let advice =
        "name a title as 'movie <ref>' or 'tv <ref>' (an id, a title, a themoviedb.org URL, or an IMDb id)"

    /// Parses the words typed: a kind then a `<ref>`, or a URL alone.
    static func parse(_ words: [String]) throws(ValidationError) -> WatchlistTarget {
        guard let first = words.first else {
            throw ValidationError(advice)
        }
        if let kind = TMDbReferenceKind(rawValue: first.lowercased()), kind != .person {
            let rest = Array(words.dropFirst())
            guard !rest.isEmpty else {
                throw ValidationError("after '\(first)', give its TMDb id or URL, its IMDb id, or its title")
            }
            return WatchlistTarget(kind: kind, reference: try ArgumentValues.reference(rest, kind: kind))
        }
        let text = words.joined(separator: " ")
        let lowered = text.lowercased()
        guard lowered.contains("themoviedb.org") || lowered.hasPrefix("http") else {
            throw ValidationError(advice)
        }
        let parsed: TMDbReference
        do {
            parsed = try TMDbReference.parse(text)
        } catch {
            throw ValidationError(error.description)
        }
        guard let kind = parsed.kind, kind != .person else {
            throw ValidationError("the watchlist keeps movies and TV series; \(advice)")
        }
        return WatchlistTarget(kind: kind, reference: .reference(parsed))
    }

    /// The watchlist's kind of this title.
    var watchlistKind: WatchlistKind {
        kind == .tv ? .tvSeries : .movie
    }

    /// The title's id: an id or URL as it is, a title resolved by search (which may ask the person
    /// to choose, or fail with the candidates, each listed with `command` to run on it: `popcorn
    /// watchlist add`).
    func resolve(in session: CommandSession, year: Int?, command: String) async throws -> WatchlistItemID {
        let resolved = try await session.resolve(reference, as: kind, year: year, program: command)
        return WatchlistItemID(kind: watchlistKind, tmdbID: resolved.id)
    }
}
