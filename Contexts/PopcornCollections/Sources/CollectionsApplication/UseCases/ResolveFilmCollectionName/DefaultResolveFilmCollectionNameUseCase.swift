import CollectionsDomain
import CoreApplication
import CoreDomain
import Foundation

/// Searches collections through the repository (so the search is cached like any other) and
/// resolves the first page with ``FilmCollectionNameMatcher``. It needs no images configuration, so a
/// cached search answers even `--offline`.
struct DefaultResolveFilmCollectionNameUseCase: ResolveFilmCollectionNameUseCase {
    private let filmCollectionSearchRepository: any FilmCollectionSearchRepository
    private let matcher = FilmCollectionNameMatcher()

    init(filmCollectionSearchRepository: some FilmCollectionSearchRepository) {
        self.filmCollectionSearchRepository = filmCollectionSearchRepository
    }

    func execute(_ name: String) async throws(FetchError) -> FilmCollectionNameResolution {
        let query = TypedText.normalized(name)
        guard !TypedText.fold(query).isEmpty else {
            return .noMatch
        }
        let results: [FilmCollectionPreview]
        do {
            results = try await filmCollectionSearchRepository.searchFilmCollections(query: query, page: 1).results
        } catch {
            throw FetchError(error)
        }
        switch matcher.resolve(query, among: results) {
        case .noMatch: return .noMatch
        case .match(let preview): return .match(Self.candidate(preview))
        case .ambiguous(let previews): return .ambiguous(previews.map(Self.candidate))
        }
    }

    /// What a candidate needs of a search result: its id and name.
    private static func candidate(_ preview: FilmCollectionPreview) -> FilmCollectionCandidate {
        FilmCollectionCandidate(id: preview.id, name: preview.name)
    }
}
