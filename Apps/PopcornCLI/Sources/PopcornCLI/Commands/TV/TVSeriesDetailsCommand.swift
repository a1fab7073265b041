import ArgumentParser
import TVSeriesApplication

/// `popcorn tv <ref>`: one series' details, with its certification, where to watch it, its seasons,
/// top cast and recommendations: one TMDb request on a cold cache.
struct TVSeriesDetailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show a TV series' details and seasons (the default: 'popcorn tv 1396')."
    ).leaf

    @Argument(
        help: ArgumentHelp(
            "A TMDb TV series id or URL, an IMDb id (tt0903747) or URL, or name ('breaking bad').", valueName: "ref"))
    var ref: [String]

    @OptionGroup var titleYear: TitleYearOption

    @OptionGroup var options: GlobalOptions

    @OptionGroup var picture: PictureOptions

    /// The `<ref>` as typed: an id or URL, or a title to resolve.
    var reference: MediaReference {
        get throws { try ArgumentValues.reference(ref, kind: .tv) }
    }

    func validate() throws {
        try titleYear.check(self.reference)
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let tvSeriesID = try await session.resolve(
            self.reference, as: .tv, year: titleYear.year
        ).id
        // One use case for the whole screen, credits included: one TMDb request at most.
        let series: TVSeriesDetails
        do {
            series = try await session.tvSeries.makeFetchTVSeriesDetailsUseCase()
                .execute(id: tvSeriesID, region: session.region)
        } catch {
            throw session.failure(error, about: .tvSeries(id: tvSeriesID))
        }
        // Before the document: under --json it draws nothing, but says so under --debug.
        try await session.drawPicture(
            picture, of: "series \(tvSeriesID)", path: series.posterURLSet?.path, kind: .poster)
        if session.configuration.outputsJSON {
            try session.writeJSON(series)
            return
        }
        let renderer = TVSeriesDetailsRenderer(
            style: session.style,
            width: session.terminal.width,
            language: session.configuration.language
        )
        try session.write(renderer.render(series))
    }
}
