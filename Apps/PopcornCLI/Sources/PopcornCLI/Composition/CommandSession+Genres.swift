import CoreApplication
import GenresApplication
import GenresDomain

extension CommandSession {
    /// The TMDb ids of the genres `names` name (`--genre drama --genre "science fiction"`), in the
    /// order given and each once, resolved through the Genres context in the command's language:
    /// any case, accents, punctuation and spacing, or a genre's id. No names need no genre list.
    ///
    /// - Parameter flag: the option the names came from, which the error line names (`--genre`).
    /// - Throws: a usage failure (exit 64) naming `flag` and listing the kind's genres when a name
    ///   is none of them; otherwise the failure the genre list's fetch maps to (69 unreachable, ...).
    func genreIDs(named names: [String], for mediaType: GenreMediaType, flag: String) async throws -> [Int] {
        do {
            return try await genres.makeResolveGenreNamesUseCase().execute(names: names, mediaType: mediaType)
                .map(\.id)
        } catch .noSuchGenre(let name, let validNames) {
            throw Self.unknownGenreFailure(name, validNames: validNames, mediaType: mediaType, flag: flag)
        } catch {
            throw failure(error, about: .genres(noun: mediaType.noun))
        }
    }

    /// The genres of one kind, for `popcorn genres`.
    func genreList(for mediaType: GenreMediaType) async throws(CLIFailure) -> [GenreDetails] {
        do {
            return try await genres.makeFetchGenresUseCase().execute(mediaType: mediaType)
        } catch {
            throw failure(error, about: .genres(noun: mediaType.noun))
        }
    }

    /// `--genre: no movie genre is called "dramma"; the movie genres are Action, Adventure, ...`
    static func unknownGenreFailure(_ name: String, validNames: [String], mediaType: GenreMediaType, flag: String)
        -> CLIFailure
    {
        let valid =
            validNames.isEmpty
            ? "TMDb lists no \(mediaType.noun) genres"
            : "the \(mediaType.noun) genres are \(validNames.joined(separator: ", "))"
        return CLIFailure(.usage, "\(flag): no \(mediaType.noun) genre is called \"\(name)\"; \(valid)")
    }
}
