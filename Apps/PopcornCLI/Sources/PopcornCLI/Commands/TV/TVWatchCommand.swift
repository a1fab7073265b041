import ArgumentParser
import CoreApplication
import TVSeriesApplication

/// `popcorn tv watch <ref>`: where a series can be streamed, rented or bought in the reader's region.
struct TVWatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Show where a TV series can be watched in your region: stream, free, with ads, rent, buy.",
        discussion: "The region is --region, else POPCORN_REGION, else the config file's, else the language's."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb TV series id or URL, an IMDb id or URL, or name.", valueName: "ref"))
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
        let tvSeriesID = try await session.resolve(self.reference, as: .tv, year: titleYear.year).id
        try await session.present(
            about: .tvSeriesPart(id: tvSeriesID, name: "watch providers"),
            fetch: { () async throws(FetchError) in
                try await session.tvSeries.makeFetchTVSeriesWatchProvidersUseCase()
                    .execute(tvSeriesID: tvSeriesID, region: session.region)
            },
            render: { offers in
                WatchOffersRenderer(style: session.style, width: session.terminal.width).render(
                    offers, title: await TVFetches.titleLine(session, id: tvSeriesID),
                    detailsCommand: "popcorn tv \(tvSeriesID)")
            }
        )
    }
}
