import CoreApplication
import GenresApplication
import GenresDomain

extension CommandSession {
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
