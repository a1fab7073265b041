import ArgumentParser
import CoreApplication
import TVSeriesApplication

/// `popcorn tv videos <ref>`: a series' trailers, teasers, clips and featurettes, each with the
/// address that plays it.
struct TVVideosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "videos",
        abstract: "List a series' trailers, teasers, clips and featurettes, each with the URL that plays it.",
        discussion: "The videos are those in the --language (its xx part) and in English, trailers first."
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
            about: .tvSeriesPart(id: tvSeriesID, name: "videos"),
            fetch: { () async throws(FetchError) in
                try await session.tvSeries.makeFetchTVSeriesVideosUseCase().execute(tvSeriesID: tvSeriesID)
            },
            render: { videos in
                VideosRenderer(style: session.style, width: session.terminal.width).render(
                    videos, title: await TVFetches.titleLine(session, id: tvSeriesID),
                    detailsCommand: "popcorn tv \(tvSeriesID)")
            }
        )
    }
}
