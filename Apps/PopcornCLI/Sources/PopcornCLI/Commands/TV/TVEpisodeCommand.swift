import ArgumentParser
import TVSeriesApplication

/// `popcorn tv episode <ref> <season> <episode>` (or `<ref> S01E02`): one episode with its
/// crew, guest stars and the commands that open the episodes around it.
struct TVEpisodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episode",
        abstract: "Show an episode ('popcorn tv episode 1396 1 1' or 'popcorn tv episode 1396 S01E01')."
    )

    @Argument(
        help: ArgumentHelp("A TMDb TV series id or themoviedb.org TV (season or episode) URL.", valueName: "ref"),
        transform: ArgumentValues.tvReference
    )
    var reference: TMDbReference

    @Argument(help: ArgumentHelp("The season number (0 for specials), or a code such as S01E02.", valueName: "season"))
    var season: String?

    @Argument(help: ArgumentHelp("The episode number, 1 or more.", valueName: "episode"))
    var episode: String?

    @OptionGroup var options: GlobalOptions

    /// The series, season and episode the arguments name.
    func target() throws(ValidationError) -> TVEpisodeTarget {
        do {
            return try TVEpisodeTarget.resolve(reference: reference, arguments: [season, episode].compactMap { $0 })
        } catch {
            throw ValidationError(error.description)
        }
    }

    func validate() throws {
        _ = try target()
    }

    func run() async throws {
        let target = try target()
        let session = try CommandSession.start(options: options)
        let subject = FailureSubject.tvEpisode(
            tvSeriesID: target.tvSeriesID, seasonNumber: target.code.seasonNumber,
            episodeNumber: target.code.episodeNumber)
        let tvSeries = session.tvSeries
        let episodeUseCase = tvSeries.makeFetchTVEpisodeDetailsUseCase()
        if session.configuration.outputsJSON {
            switch await TVFetches.episode(episodeUseCase, target: target) {
            case .success(let episode): try session.write(try JSONOutput.document(episode))
            case .failure(let error): throw session.failure(error, about: subject)
            }
            return
        }
        async let episodeResult = TVFetches.episode(episodeUseCase, target: target)
        async let seasonResult = TVFetches.season(
            tvSeries.makeFetchTVSeasonDetailsUseCase(), seasonNumber: target.code.seasonNumber,
            tvSeriesID: target.tvSeriesID)
        // Both are awaited before deciding, so neither request is ever cancelled mid-flight.
        let (fetchedEpisode, fetchedSeason) = await (episodeResult, seasonResult)
        let episode: TVEpisodeDetails
        switch fetchedEpisode {
        case .success(let value): episode = value
        case .failure(let error): throw session.failure(error, about: subject)
        }
        let renderer = TVEpisodeRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(episode, tvSeriesID: target.tvSeriesID, season: try? fetchedSeason.get()))
    }
}
