import ArgumentParser
import TVSeriesApplication

/// `popcorn tv season <ref> <season>`: one season with its episodes, each with the command that opens it.
struct TVSeasonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "season",
        abstract: "Show a season of a TV series with its episodes ('popcorn tv season 1396 1')."
    ).leaf

    @Argument(
        help: ArgumentHelp(
            "A TMDb TV series id or URL (of the series or a season), an IMDb id, or a quoted name.", valueName: "ref"))
    var ref: String

    @Argument(
        help: ArgumentHelp(
            "The season: 0 for specials, then 1, 2... (may be left out after a season URL).", valueName: "season"),
        transform: ArgumentValues.seasonNumber
    )
    var seasonNumber: Int?

    @OptionGroup var titleYear: TitleYearOption
    @OptionGroup var options: GlobalOptions

    /// The series and season the arguments name.
    func target(of reference: TMDbReference) throws(ValidationError) -> TVSeasonTarget {
        do {
            return try TVSeasonTarget.resolve(reference: reference, seasonNumber: seasonNumber)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The `<ref>` as typed: an id or URL, or a title to resolve.
    var reference: MediaReference {
        get throws { try ArgumentValues.reference([ref], kind: .tv) }
    }

    /// The arguments are checked before anything runs. A title names no season, so it is checked as
    /// an id would be (the example id stands in for the series the search will find).
    func validate() throws {
        try titleYear.check(self.reference)
        switch try self.reference {
        case .reference(let reference):
            _ = try target(of: reference)
        case .title, .imdb:
            _ = try target(of: TMDbReference(kind: .tv, id: TMDbReferenceKind.tv.exampleID))
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let reference = try self.reference
        let target = try target(of: await session.resolve(reference, as: .tv, year: titleYear.year))
        let season: TVSeasonDetails
        do {
            season = try await session.tvSeries.makeFetchTVSeasonDetailsUseCase().execute(
                seasonNumber: target.seasonNumber, inTVSeries: target.tvSeriesID)
        } catch {
            throw session.failure(
                error, about: .tvSeason(tvSeriesID: target.tvSeriesID, seasonNumber: target.seasonNumber))
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(season)
            return
        }
        let renderer = TVSeasonRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(season, tvSeriesID: target.tvSeriesID))
    }
}
