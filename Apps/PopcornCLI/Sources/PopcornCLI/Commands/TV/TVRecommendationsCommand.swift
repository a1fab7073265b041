import ArgumentParser

/// `popcorn tv recommendations <ref> [--page N]`.
struct TVRecommendationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recommendations",
        abstract: "Series TMDb recommends to whoever liked a TV series, 20 a page."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb TV series id or URL, an IMDb id or URL, or name.", valueName: "ref"))
    var ref: [String]

    @OptionGroup var titleYear: TitleYearOption
    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    /// The `<ref>` as typed: an id or URL, or a title to resolve.
    var reference: MediaReference {
        get throws { try ArgumentValues.reference(ref, kind: .tv) }
    }

    func validate() throws {
        try titleYear.check(self.reference)
    }

    func run() async throws {
        try await TVRelatedListRunner(
            kind: .recommendations, reference: try self.reference, year: titleYear.year, page: page.page,
            options: options
        ).run()
    }
}
