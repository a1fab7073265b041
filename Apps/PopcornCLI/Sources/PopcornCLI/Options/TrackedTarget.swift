import ArgumentParser
import TrackingDomain

/// The movie, series or episode a diary or rating command names: `movie 550`, `movie fight club`,
/// `tv 1396`, `tv "breaking bad" S01E03`.
struct TrackedTarget: Equatable, Sendable {
    let kind: TMDbReferenceKind
    let reference: MediaReference
    /// For `tv`, the episode named after the series, if any.
    let episode: EpisodeCode?

    /// What such a command's title looks like, for every message that refuses one.
    static let advice = "name a title as 'movie <ref>' or 'tv <ref> [S01E03]' (an id, a title, or a themoviedb.org URL)"

    /// Parses the words typed: `movie` or `tv`, the `<ref>`, and for `tv` an episode code last.
    static func parse(_ words: [String]) throws(ValidationError) -> TrackedTarget {
        guard let first = words.first, let kind = TMDbReferenceKind(rawValue: first.lowercased()), kind != .person
        else {
            throw ValidationError(advice)
        }
        var rest = Array(words.dropFirst())
        var episode: EpisodeCode?
        if kind == .tv, rest.count > 1, let last = rest.last, let code = EpisodeCode(parsing: last) {
            episode = code
            rest.removeLast()
        }
        guard !rest.isEmpty else {
            throw ValidationError("after '\(first)', give its TMDb id, a themoviedb.org URL or its title")
        }
        return TrackedTarget(kind: kind, reference: try ArgumentValues.reference(rest, kind: kind), episode: episode)
    }

    /// The item: an id or URL as it is, a title resolved by search (which may ask the person to
    /// choose, or fail with the candidates, each listed with `command` to run on it).
    func resolve(in session: CommandSession, year: Int?, command: String) async throws -> TrackedItem {
        let id = try await session.resolve(reference, as: kind, year: year, program: command).id
        switch (kind, episode) {
        case (.movie, _): return .movie(id: id)
        case (_, let episode?):
            return .episode(seriesID: id, seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber)
        default: return .series(id: id)
        }
    }
}
