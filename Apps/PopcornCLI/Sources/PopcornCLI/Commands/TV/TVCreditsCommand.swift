import ArgumentParser
import CoreApplication
import TVSeriesApplication

/// `popcorn tv credits <ref> [--aggregate]`: the current cast and crew, or everyone over every
/// episode with their roles and episode counts; each person with their id.
struct TVCreditsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credits",
        abstract: "Show a TV series' cast and crew."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb TV series id or URL, an IMDb id or URL, or name.", valueName: "ref"))
    var ref: [String]

    @OptionGroup var titleYear: TitleYearOption

    @Flag(help: "Everyone in every episode, with each character or job and its episode count.")
    var aggregate = false

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
        if aggregate {
            try await runAggregate(session, tvSeriesID: tvSeriesID)
        } else {
            try await runCurrent(session, tvSeriesID: tvSeriesID)
        }
    }

    private func runCurrent(_ session: CommandSession, tvSeriesID: Int) async throws {
        // The credits first, in the series' one request; its title is then in the cache.
        let credits: CreditsDetails
        do {
            credits = try await session.tvSeries.makeFetchTVSeriesCreditsUseCase().execute(tvSeriesID: tvSeriesID)
        } catch {
            throw session.failure(error, about: .tvSeriesPart(id: tvSeriesID, name: "credits"))
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(credits)
            return
        }
        let title = await TVFetches.titleLine(session, id: tvSeriesID)
        let renderer = CreditsRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(credits, title: title, detailsCommand: "popcorn tv \(tvSeriesID)"))
    }

    private func runAggregate(_ session: CommandSession, tvSeriesID: Int) async throws {
        let credits: AggregateCreditsDetails
        do {
            credits = try await session.tvSeries.makeFetchTVSeriesAggregateCreditsUseCase()
                .execute(tvSeriesID: tvSeriesID)
        } catch {
            throw session.failure(error, about: .tvSeriesPart(id: tvSeriesID, name: "aggregate credits"))
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(credits)
            return
        }
        let title = await TVFetches.titleLine(session, id: tvSeriesID)
        let renderer = AggregateCreditsRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(credits, title: title))
    }
}
