import ArgumentParser
import CoreApplication
import TVSeriesApplication

/// `popcorn tv episode credits <ref> <season> <episode>` (or `<ref> S01E02`): the series' regular
/// cast, the episode's guest stars and its crew by department, each person with their id.
struct TVEpisodeCreditsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credits",
        abstract: "Show an episode's cast, guest stars and crew ('popcorn tv episode credits 1396 S01E01')."
    ).leaf

    @OptionGroup var episode: TVEpisodeArguments
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let target = try await episode.resolveTarget(in: session)
        async let creditsResult = Self.credits(session, target: target)
        async let titleResult = title(session, tvSeriesID: target.tvSeriesID)
        let (fetched, title) = await (creditsResult, titleResult)
        let credits: TVEpisodeCreditsDetails
        switch fetched {
        case .success(let value): credits = value
        case .failure(let error): throw session.failure(error, about: target.failureSubject)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(credits)
            return
        }
        try session.write(
            TVEpisodeCreditsRenderer(style: session.style, width: session.terminal.width).render(
                credits, seriesTitle: title))
    }

    /// The episode's credits, or why not.
    private static func credits(_ session: CommandSession, target: TVEpisodeTarget) async
        -> Result<TVEpisodeCreditsDetails, FetchError>
    {
        do {
            return .success(
                try await session.tvSeries.makeFetchTVEpisodeCreditsUseCase().execute(
                    episodeNumber: target.code.episodeNumber, inSeason: target.code.seasonNumber,
                    inTVSeries: target.tvSeriesID))
        } catch {
            return .failure(error)
        }
    }

    /// The series' title line for the header, or `TV series 1396` when the details cannot be had
    /// (and under `--json`, which needs no title and so fetches nothing for it).
    private func title(_ session: CommandSession, tvSeriesID: Int) async -> String {
        guard !session.configuration.outputsJSON else {
            return "TV series \(tvSeriesID)"
        }
        return await TVFetches.titleLine(session, id: tvSeriesID)
    }
}
