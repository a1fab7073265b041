import CoreDomain
import DiscoverDomain
import Foundation
import GenresApplication

/// Discover's ``DiscoverGenreProviding``, answered by the Genres context's name resolution: the same
/// forgiving match as `popcorn genres` reads names with, in the command's language.
public struct DiscoverGenreProvider: DiscoverGenreProviding {
    private let resolveNames: any ResolveGenreNamesUseCase

    public init(resolveNames: any ResolveGenreNamesUseCase) {
        self.resolveNames = resolveNames
    }

    public func genreIDs(named names: [String], for mediaType: DiscoverMediaType)
        async throws(DiscoverGenreLookupError) -> [Int]
    {
        do {
            return try await resolveNames.execute(names: names, mediaType: mediaType == .movie ? .movie : .tv)
                .map(\.id)
        } catch .noSuchGenre(let name, let validNames) {
            throw .noSuchGenre(name, validNames: validNames)
        } catch {
            throw .unavailable(error.cause)
        }
    }
}
