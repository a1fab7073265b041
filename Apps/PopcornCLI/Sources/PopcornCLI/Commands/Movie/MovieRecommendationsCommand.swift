import ArgumentParser

/// `popcorn movie recommendations <ref> [--page N]`.
struct MovieRecommendationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recommendations",
        abstract: "Movies TMDb recommends to whoever liked a movie, 20 a page."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb movie id or URL, an IMDb id or URL, or title.", valueName: "ref"))
    var ref: [String]

    @OptionGroup var titleYear: TitleYearOption
    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    /// The `<ref>` as typed: an id or URL, or a title to resolve.
    var reference: MediaReference {
        get throws { try ArgumentValues.reference(ref, kind: .movie) }
    }

    func validate() throws {
        try titleYear.check(self.reference)
    }

    func run() async throws {
        try await MovieRelatedListRunner(
            kind: .recommendations, reference: try self.reference, year: titleYear.year, page: page.page,
            options: options
        ).run()
    }
}
