import ArgumentParser
import CoreApplication
import TVSeriesApplication

/// `popcorn tv episode <ref> <season> <episode>` (or `<ref> S01E02`): one episode with its
/// crew, guest stars and the commands that open the episodes around it.
struct TVEpisodeDetailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show an episode (the default: 'popcorn tv episode 1396 1 1' or 'popcorn tv episode 1396 S01E01')."
    ).leaf

    @OptionGroup var episode: TVEpisodeArguments
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let target = try await episode.resolveTarget(in: session)
        let renderer = TVEpisodeRenderer(style: session.style, width: session.terminal.width)
        try await session.present(
            about: target.failureSubject,
            fetch: { () async throws(FetchError) in
                try await session.tvSeries.makeFetchTVEpisodeDetailsUseCase().execute(
                    episodeNumber: target.code.episodeNumber, inSeason: target.code.seasonNumber,
                    inTVSeries: target.tvSeriesID)
            },
            render: { renderer.render($0, tvSeriesID: target.tvSeriesID) }
        )
    }
}
