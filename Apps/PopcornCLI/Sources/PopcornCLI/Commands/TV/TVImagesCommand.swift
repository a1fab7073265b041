import ArgumentParser
import CoreApplication
import TVSeriesApplication

/// `popcorn tv images <ref> [--kind poster|backdrop|logo]`: every image of a series, with its URL.
struct TVImagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "List a TV series' posters, logos and backdrops, each with its language, size, votes and URL.",
        discussion:
            "The images are those with text in the --language (its xx part), in English, or without text."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb TV series id or URL, an IMDb id or URL, or name.", valueName: "ref"))
    var ref: [String]

    @Option(help: "Only this kind of image: poster, backdrop or logo.")
    var kind: ImageKindOption?

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
            about: .tvSeriesPart(id: tvSeriesID, name: "images"),
            fetch: { () async throws(FetchError) in
                try await session.tvSeries.makeFetchTVSeriesImagesUseCase()
                    .execute(tvSeriesID: tvSeriesID, kind: kind?.imageKind)
            },
            render: { [kind] images in
                TitleImagesRenderer(style: session.style, width: session.terminal.width).render(
                    images, title: await TVFetches.titleLine(session, id: tvSeriesID),
                    detailsCommand: "popcorn tv \(tvSeriesID)", kind: kind)
            }
        )
    }
}
