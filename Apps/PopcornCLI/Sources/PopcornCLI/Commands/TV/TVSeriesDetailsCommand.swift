import ArgumentParser
import TVSeriesApplication

/// `popcorn tv <ref>`: one series' details, with its seasons and top cast.
struct TVSeriesDetailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show a TV series' details and seasons (the default: 'popcorn tv 1396')."
    )

    @Argument(
        help: ArgumentHelp("A TMDb TV series id, themoviedb.org TV URL, or name ('breaking bad').", valueName: "ref"))
    var ref: [String]

    @OptionGroup var titleYear: TitleYearOption

    @OptionGroup var options: GlobalOptions

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
        let subject = FailureSubject.tvSeries(id: tvSeriesID)
        let tvSeries = session.tvSeries
        let details = tvSeries.makeFetchTVSeriesDetailsUseCase()
        if session.configuration.outputsJSON {
            let series: TVSeriesDetails
            do {
                series = try await details.execute(id: tvSeriesID)
            } catch {
                throw session.failure(error, about: subject)
            }
            try session.write(try JSONOutput.document(series))
            return
        }
        async let seriesResult = TVFetches.details(details, id: tvSeriesID)
        async let creditsResult = TVFetches.credits(tvSeries.makeFetchTVSeriesCreditsUseCase(), id: tvSeriesID)
        // Both are awaited before deciding, so neither request is ever cancelled mid-flight.
        let (fetchedSeries, fetchedCredits) = await (seriesResult, creditsResult)
        let series: TVSeriesDetails
        switch fetchedSeries {
        case .success(let value): series = value
        case .failure(let error): throw session.failure(error, about: subject)
        }
        let renderer = TVSeriesDetailsRenderer(
            style: session.style,
            width: session.terminal.width,
            language: session.configuration.language
        )
        try session.write(renderer.render(series, credits: try? fetchedCredits.get()))
    }
}
