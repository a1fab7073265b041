import CoreDomain
import DiscoverDomain
import Foundation
import SearchApplication

/// Discover's ``DiscoverPersonProviding``, answered by the Search context's title resolution: the
/// same rules as `popcorn person <name>` (one exact name, or one far more popular), so a filter never
/// picks one of several people of that name.
public struct DiscoverPersonProvider: DiscoverPersonProviding {
    private let resolveTitle: any ResolveMediaTitleUseCase

    public init(resolveTitle: any ResolveMediaTitleUseCase) {
        self.resolveTitle = resolveTitle
    }

    public func person(named name: String) async throws(DataAccessError) -> DiscoverPersonMatch {
        let resolution: MediaTitleResolution
        do {
            resolution = try await resolveTitle.execute(name, kind: .person, year: nil)
        } catch {
            throw error.cause
        }
        switch resolution {
        case .match(let person):
            return .match(id: person.id)
        case .ambiguous(let people):
            return .ambiguous(people.map { DiscoverPersonCandidate(id: $0.id, name: $0.title) })
        case .noMatch:
            return .noMatch
        }
    }
}
