import CoreApplication
import CoreDomain
import SearchDomain

/// Asks the repository what an IMDb id stands for and keeps the first result of the kind asked
/// for; else names the kind it is (a movie first, then a series, then a person).
struct DefaultResolveIMDbIDUseCase: ResolveIMDbIDUseCase {
    private let mediaSearchRepository: any MediaSearchRepository

    init(mediaSearchRepository: some MediaSearchRepository) {
        self.mediaSearchRepository = mediaSearchRepository
    }

    func execute(_ id: IMDbID, kind: MediaKind) async throws(FetchError) -> IMDbIDResolution {
        let results: [MediaPreview]
        do {
            results = try await mediaSearchRepository.find(id).results
        } catch {
            throw FetchError(error)
        }
        if let match = results.first(where: { $0.kind == kind }) {
            return .match(id: match.id)
        }
        for other in [MediaKind.movie, .tvSeries, .person] {
            if let found = results.first(where: { $0.kind == other }) {
                return .otherKind(other, id: found.id)
            }
        }
        return .noMatch
    }
}
