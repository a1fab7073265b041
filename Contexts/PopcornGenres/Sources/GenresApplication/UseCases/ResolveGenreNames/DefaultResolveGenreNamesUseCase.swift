import CoreDomain
import Foundation
import GenresDomain

/// Reads the kind's genre list through the repository (cached for a week, in the command's
/// language) and finds each name in it with ``GenreNameMatcher``.
struct DefaultResolveGenreNamesUseCase: ResolveGenreNamesUseCase {
    private let genreRepository: any GenreRepository
    private let matcher = GenreNameMatcher()

    init(genreRepository: some GenreRepository) {
        self.genreRepository = genreRepository
    }

    func execute(names: [String], mediaType: GenreMediaType) async throws(ResolveGenreNamesError) -> [Genre] {
        guard !names.isEmpty else {
            return []
        }
        let genres: [Genre]
        do {
            genres = try await genreRepository.genres(for: mediaType)
        } catch {
            throw ResolveGenreNamesError(error)
        }
        var resolved: [Genre] = []
        for name in names {
            guard let genre = matcher.genre(named: name, among: genres) else {
                throw .noSuchGenre(TypedText.normalized(name), validNames: genres.map(\.name))
            }
            if !resolved.contains(genre) {
                resolved.append(genre)
            }
        }
        return resolved
    }
}
