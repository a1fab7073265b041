import CoreApplication
import CoreDomain
import DiscoverDomain
import Foundation

/// Asks the genre provider for each list of genre names, then the person provider for each name,
/// one after the other (a name's failure stops the rest).
struct DefaultResolveDiscoverFiltersUseCase: ResolveDiscoverFiltersUseCase {
    private let genreProvider: any DiscoverGenreProviding
    private let personProvider: any DiscoverPersonProviding

    init(genreProvider: some DiscoverGenreProviding, personProvider: some DiscoverPersonProviding) {
        self.genreProvider = genreProvider
        self.personProvider = personProvider
    }

    func execute(_ names: DiscoverFilterNames) async throws(ResolveDiscoverFiltersError) -> DiscoverFilterIDs {
        let kept = try await ids(ofGenres: names.genres, names.mediaType, excluded: false)
        let excluded = try await ids(ofGenres: names.excludedGenres, names.mediaType, excluded: true)
        var people: [Int] = []
        for person in names.people {
            people.append(try await personID(person))
        }
        return DiscoverFilterIDs(genreIDs: kept, excludedGenreIDs: excluded, personIDs: people)
    }

    private func ids(ofGenres names: [String], _ mediaType: DiscoverMediaType, excluded: Bool)
        async throws(ResolveDiscoverFiltersError) -> [Int]
    {
        do {
            return try await genreProvider.genreIDs(named: names, for: mediaType)
        } catch {
            switch error {
            case .noSuchGenre(let name, let validNames):
                throw .noSuchGenre(name, validNames: validNames, excluded: excluded)
            case .unavailable(let cause):
                throw .genresUnavailable(FetchError(cause))
            }
        }
    }

    private func personID(_ person: DiscoverPersonReference) async throws(ResolveDiscoverFiltersError) -> Int {
        let name: String
        switch person {
        case .id(let id):
            return id
        case .name(let text):
            name = text
        }
        let match: DiscoverPersonMatch
        do {
            match = try await personProvider.person(named: name)
        } catch {
            throw .personUnavailable(name, FetchError(error))
        }
        switch match {
        case .match(let id):
            return id
        case .ambiguous(let candidates):
            throw .ambiguousPerson(name, candidates: candidates)
        case .noMatch:
            throw .noSuchPerson(name)
        }
    }
}
