import ArgumentParser

/// The arguments that name one episode, shared by `popcorn tv episode` and `popcorn tv episode
/// credits`: a series `<ref>` then a season and an episode number (`1396 1 1`), an `S01E02` code
/// (`1396 S01E02`), a season URL then an episode number, or an episode URL; and `--year` for a title.
struct TVEpisodeArguments: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "A TMDb TV series id or URL (of the series, a season or an episode), an IMDb id, or a quoted name.",
            valueName: "ref"))
    var ref: String

    @Argument(help: ArgumentHelp("The season number (0 for specials), or a code such as S01E02.", valueName: "season"))
    var season: String?

    @Argument(help: ArgumentHelp("The episode number, 1 or more.", valueName: "episode"))
    var episode: String?

    @OptionGroup var titleYear: TitleYearOption

    init() {}

    /// The series, season and episode the arguments name.
    func target(of reference: TMDbReference) throws(ValidationError) -> TVEpisodeTarget {
        do {
            return try TVEpisodeTarget.resolve(reference: reference, arguments: [season, episode].compactMap { $0 })
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

    /// The episode, once a title `<ref>` is resolved to its series (which may prompt or fail).
    func resolveTarget(in session: CommandSession) async throws -> TVEpisodeTarget {
        try target(of: await session.resolve(self.reference, as: .tv, year: titleYear.year))
    }
}
