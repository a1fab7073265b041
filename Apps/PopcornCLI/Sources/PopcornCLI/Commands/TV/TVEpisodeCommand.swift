import ArgumentParser
import TVSeriesApplication

/// `popcorn tv episode <ref> <season> <episode>` (or `<ref> S01E02`): one episode with its
/// crew, guest stars and the commands that open the episodes around it.
struct TVEpisodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episode",
        abstract: "Show an episode ('popcorn tv episode 1396 1 1' or 'popcorn tv episode 1396 S01E01')."
    )

    @Argument(
        help: ArgumentHelp(
            "A TMDb TV series id, themoviedb.org TV (season or episode) URL, or a quoted name.", valueName: "ref"))
    var ref: String

    @Argument(help: ArgumentHelp("The season number (0 for specials), or a code such as S01E02.", valueName: "season"))
    var season: String?

    @Argument(help: ArgumentHelp("The episode number, 1 or more.", valueName: "episode"))
    var episode: String?

    @OptionGroup var titleYear: TitleYearOption
    @OptionGroup var options: GlobalOptions

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
        case .title:
            _ = try target(of: TMDbReference(kind: .tv, id: TMDbReferenceKind.tv.exampleID))
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let reference = try self.reference
        let target = try target(of: await session.resolve(reference, as: .tv, year: titleYear.year))
        let subject = FailureSubject.tvEpisode(
            tvSeriesID: target.tvSeriesID, seasonNumber: target.code.seasonNumber,
            episodeNumber: target.code.episodeNumber)
        let renderer = TVEpisodeRenderer(style: session.style, width: session.terminal.width)
        try await session.present(
            about: subject,
            fetch: { () async throws(FetchTVEpisodeDetailsError) in
                try await session.tvSeries.makeFetchTVEpisodeDetailsUseCase().execute(
                    episodeNumber: target.code.episodeNumber, inSeason: target.code.seasonNumber,
                    inTVSeries: target.tvSeriesID)
            },
            render: { renderer.render($0, tvSeriesID: target.tvSeriesID) }
        )
    }
}
