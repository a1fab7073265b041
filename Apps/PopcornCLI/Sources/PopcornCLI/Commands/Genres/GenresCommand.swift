import ArgumentParser
import CoreApplication
import GenresDomain

/// `popcorn genres [movie|tv]`: TMDb's movie and series genres, each with its id and the command
/// that discovers titles of that genre.
struct GenresCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "genres",
        abstract: "TMDb's movie and series genres, with their ids ('popcorn genres movie').",
        discussion: """
            Names come in --language. Wherever a genre is asked for (popcorn discover --genre), type its name \
            in any case, with or without accents and punctuation ('science fiction', 'sci-fi & fantasy'), \
            or give its id. The lists are cached for a week.
            """
    ).leaf

    @Argument(help: ArgumentHelp("The list to show: movie or tv (default: both).", valueName: "kind"))
    var kind: GenreKindOption?

    @OptionGroup var options: GlobalOptions

    /// The kinds to list, movies first.
    var mediaTypes: [GenreMediaType] {
        kind.map { [$0.mediaType] } ?? GenreMediaType.allCases
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let document = try await Self.fetch(mediaTypes, in: session)
        if session.configuration.outputsJSON {
            try session.writeJSON(document)
        } else {
            let renderer = GenreListRenderer(
                style: session.style, width: session.terminal.width, language: session.nonDefaultLanguage)
            try session.write(renderer.render(document))
        }
    }

    /// The lists of `mediaTypes`, fetched concurrently; the movie list's failure is reported first.
    static func fetch(_ mediaTypes: [GenreMediaType], in session: CommandSession) async throws -> GenreListsDocument {
        async let movie = list(.movie, if: mediaTypes, in: session)
        async let tv = list(.tv, if: mediaTypes, in: session)
        let movies = try await movie
        return GenreListsDocument(movie: movies, tv: try await tv)
    }

    /// The genres of `mediaType` when it is one of `mediaTypes`, else `nil`.
    private static func list(_ mediaType: GenreMediaType, if mediaTypes: [GenreMediaType], in session: CommandSession)
        async throws(CLIFailure) -> [GenreDetails]?
    {
        guard mediaTypes.contains(mediaType) else {
            return nil
        }
        return try await session.genreList(for: mediaType)
    }
}
