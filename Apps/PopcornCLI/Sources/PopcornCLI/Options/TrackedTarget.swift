import ArgumentParser
import TrackingDomain

/// The movie, series or episodes a diary or rating command names: `movie 550`, `movie fight club`,
/// `tv 1396`, `tv "breaking bad" S01E03`, `tv 1396 season 2`, `tv 1396 all`.
struct TrackedTarget: Equatable, Sendable {
    let kind: TMDbReferenceKind
    let reference: MediaReference
    /// For `tv`, the episode named after the series, if any.
    let episode: EpisodeCode?
    /// For `tv`, the episodes named after the series (`season 2`, `all`, or `--through`), if any.
    let range: EpisodeRange?

    /// What such a command's title looks like, for every message that refuses one.
    static let advice =
        "name a title as 'movie <ref>' or 'tv <ref> [S01E03]' (an id, a title, a themoviedb.org URL, or an IMDb id)"

    init(kind: TMDbReferenceKind, reference: MediaReference, episode: EpisodeCode? = nil, range: EpisodeRange? = nil) {
        self.kind = kind
        self.reference = reference
        self.episode = episode
        self.range = range
    }

    /// Parses the words typed: `movie` or `tv`, the `<ref>`, and for `tv` last an episode code,
    /// `season N` or `all` (a title that ends in one of those is named by its id instead).
    static func parse(_ words: [String]) throws(ValidationError) -> TrackedTarget {
        guard let first = words.first, let kind = TMDbReferenceKind(rawValue: first.lowercased()), kind != .person
        else {
            throw ValidationError(advice)
        }
        var rest = Array(words.dropFirst())
        var episode: EpisodeCode?
        var range: EpisodeRange?
        if kind == .tv, rest.count > 1, let last = rest.last {
            if let code = EpisodeCode(parsing: last) {
                episode = code
                rest.removeLast()
            } else if last.trimmingWhitespace().lowercased() == "all" {
                range = .all
                rest.removeLast()
            } else if rest.count > 2, rest[rest.count - 2].trimmingWhitespace().lowercased() == "season" {
                let number = last.trimmingWhitespace()
                guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }), let season = Int(number) else {
                    throw ValidationError("after 'season', give its number: 'season 2' (0 for the specials)")
                }
                range = .season(season)
                rest.removeLast(2)
            }
        }
        guard !rest.isEmpty else {
            throw ValidationError("after '\(first)', give its TMDb id or URL, its IMDb id, or its title")
        }
        return TrackedTarget(
            kind: kind, reference: try ArgumentValues.reference(rest, kind: kind), episode: episode, range: range)
    }

    /// The target with `--through S02E05` as its range; refused for a movie and beside another choice of episodes.
    func through(_ code: EpisodeCode) throws(ValidationError) -> TrackedTarget {
        guard kind == .tv, episode == nil, range == nil else {
            throw ValidationError("--through goes with a series alone: 'tv <ref> --through S02E05'")
        }
        return TrackedTarget(
            kind: kind, reference: reference,
            range: .through(seasonNumber: code.seasonNumber, episodeNumber: code.episodeNumber))
    }

    /// The one movie, series or episode named; refuses a season, `all` or `--through` (for `rate`).
    var single: TrackedTarget {
        get throws(ValidationError) {
            guard range == nil else {
                throw ValidationError("a rating is for one movie, series or episode: name one episode, such as S01E03")
            }
            return self
        }
    }

    /// What is named: an id or URL as it is, a title resolved by search (which may ask the person to
    /// choose, or fail with the candidates, each listed with `command` to run on it).
    func resolve(in session: CommandSession, year: Int?, command: String) async throws -> TrackedSelection {
        let id = try await session.resolve(reference, as: kind, year: year, program: command).id
        switch (kind, episode, range) {
        case (.movie, _, _): return .item(.movie(id: id))
        case (_, let episode?, _):
            return .item(
                .episode(seriesID: id, seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber))
        case (_, _, let range?): return .episodes(seriesID: id, range)
        default: return .item(.series(id: id))
        }
    }
}
