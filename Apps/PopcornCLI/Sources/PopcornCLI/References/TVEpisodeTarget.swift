/// The episode a `popcorn tv episode` command line names: a series `<ref>` then a season and an
/// episode number, or an `S01E02` code; or a season URL then an episode number; or an episode URL.
struct TVEpisodeTarget: Sendable, Equatable {
    /// The series' TMDb id.
    let tvSeriesID: Int
    /// The season and episode numbers.
    let code: EpisodeCode

    /// The episode from the reference and up to two more arguments; where the URL and the
    /// arguments both give a number, they must agree.
    static func resolve(reference: TMDbReference, arguments: [String]) throws(ReferenceError) -> TVEpisodeTarget {
        let (season, episode) = try numbers(
            in: arguments, urlNamesSeason: reference.seasonNumber != nil, tvSeriesID: reference.id)
        let seasonNumber = try agreeing("season", reference.seasonNumber, season)
        let episodeNumber = try agreeing("episode", reference.episodeNumber, episode)
        guard let seasonNumber, let episodeNumber else {
            throw usage(reference.id)
        }
        return TVEpisodeTarget(
            tvSeriesID: reference.id, code: EpisodeCode(seasonNumber: seasonNumber, episodeNumber: episodeNumber))
    }

    /// `popcorn tv episode 1396 S01E02`.
    var command: String {
        "popcorn tv episode \(tvSeriesID) \(code)"
    }

    /// What a failure to get this episode (or its credits) names: `episode 2 of season 1 of tv series 1396`.
    var failureSubject: FailureSubject {
        .tvEpisode(tvSeriesID: tvSeriesID, seasonNumber: code.seasonNumber, episodeNumber: code.episodeNumber)
    }

    /// The season and episode the arguments give: none, a code, an episode (after a season URL),
    /// or a season and an episode.
    private static func numbers(
        in arguments: [String],
        urlNamesSeason: Bool,
        tvSeriesID: Int
    ) throws(ReferenceError) -> (season: Int?, episode: Int?) {
        switch arguments.count {
        case 0:
            return (nil, nil)
        case 1:
            if let code = EpisodeCode(parsing: arguments[0]) {
                return (code.seasonNumber, code.episodeNumber)
            }
            guard urlNamesSeason else {
                throw ReferenceError(
                    description: "'\(arguments[0])' is not an episode code such as S01E02; "
                        + "give a code, or a season and an episode number ('popcorn tv episode \(tvSeriesID) 1 2')")
            }
            return (nil, try EpisodeCode.episodeNumber(arguments[0]))
        case 2:
            return (try EpisodeCode.seasonNumber(arguments[0]), try EpisodeCode.episodeNumber(arguments[1]))
        default:
            throw ReferenceError(description: "give a season and an episode number, or one code such as S01E02")
        }
    }

    private static func agreeing(_ what: String, _ fromURL: Int?, _ given: Int?) throws(ReferenceError) -> Int? {
        if let fromURL, let given, fromURL != given {
            throw ReferenceError(
                description: "the URL names \(what) \(fromURL) but the arguments say \(given); give only one of them")
        }
        return given ?? fromURL
    }

    private static func usage(_ id: Int) -> ReferenceError {
        ReferenceError(
            description: "give the season and the episode, e.g. 'popcorn tv episode \(id) 1 1' "
                + "or 'popcorn tv episode \(id) S01E01'")
    }
}
