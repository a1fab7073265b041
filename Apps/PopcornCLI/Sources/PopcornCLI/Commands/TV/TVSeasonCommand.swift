import ArgumentParser
import TVSeriesApplication

/// `popcorn tv season <ref> <season>`: one season with its episodes, each with the command that opens it.
struct TVSeasonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "season",
        abstract: "Show a season of a TV series with its episodes ('popcorn tv season 1396 1')."
    )

    @Argument(
        help: ArgumentHelp("A TMDb TV series id or themoviedb.org TV (or season) URL.", valueName: "ref"),
        transform: ArgumentValues.tvReference
    )
    var reference: TMDbReference

    @Argument(
        help: ArgumentHelp(
            "The season: 0 for specials, then 1, 2... (may be left out after a season URL).", valueName: "season"),
        transform: ArgumentValues.seasonNumber
    )
    var seasonNumber: Int?

    @OptionGroup var options: GlobalOptions

    /// The series and season the arguments name.
    func target() throws(ValidationError) -> TVSeasonTarget {
        do {
            return try TVSeasonTarget.resolve(reference: reference, seasonNumber: seasonNumber)
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
        let season: TVSeasonDetails
        do {
            season = try await session.tvSeries.makeFetchTVSeasonDetailsUseCase().execute(
                seasonNumber: target.seasonNumber, inTVSeries: target.tvSeriesID)
        } catch {
            throw session.failure(
                error, about: .tvSeason(tvSeriesID: target.tvSeriesID, seasonNumber: target.seasonNumber))
        }
        if session.configuration.outputsJSON {
            try session.write(try JSONOutput.document(season))
            return
        }
        let renderer = TVSeasonRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(season, tvSeriesID: target.tvSeriesID))
    }
}
