import CoreApplication
import CoreDomain
import DiscoverDomain
import DiscoverTestHelpers
import Foundation
import Testing

@testable import DiscoverApplication

@Suite("DefaultResolveDiscoverFiltersUseCase")
struct DefaultResolveDiscoverFiltersUseCaseTests {
    let genres = MockDiscoverGenreProvider { names in
        .success(names.map { ["drama": 18, "thriller": 53, "crime": 80][$0] ?? 0 })
    }

    func resolve(
        _ names: DiscoverFilterNames, people: MockDiscoverPersonProvider = MockDiscoverPersonProvider()
    ) async throws(ResolveDiscoverFiltersError) -> DiscoverFilterIDs {
        try await DefaultResolveDiscoverFiltersUseCase(genreProvider: genres, personProvider: people).execute(names)
    }

    @Test("genres kept and left out, and people by name or id, come to ids in the order given")
    func resolves() async throws {
        let people = MockDiscoverPersonProvider(["brad pitt": .success(.match(id: 287))])

        let ids = try await resolve(
            DiscoverFilterNames(
                mediaType: .movie, genres: ["thriller", "drama"], excludedGenres: ["crime"],
                people: [.id(819), .name("brad pitt")]),
            people: people)

        #expect(ids == DiscoverFilterIDs(genreIDs: [53, 18], excludedGenreIDs: [80], personIDs: [819, 287]))
        #expect(
            genres.calledWith == [
                .init(names: ["thriller", "drama"], mediaType: .movie), .init(names: ["crime"], mediaType: .movie),
            ])
        #expect(people.calledWith == ["brad pitt"])
    }

    @Test("an unknown genre says whether it was kept or left out, with every genre's name")
    func unknownGenre() async {
        let genres = MockDiscoverGenreProvider { names in
            names.isEmpty ? .success([]) : .failure(.noSuchGenre("dramma", validNames: ["Drama"]))
        }
        let useCase = DefaultResolveDiscoverFiltersUseCase(
            genreProvider: genres, personProvider: MockDiscoverPersonProvider())

        await #expect(throws: ResolveDiscoverFiltersError.noSuchGenre("dramma", validNames: ["Drama"], excluded: false))
        {
            try await useCase.execute(DiscoverFilterNames(mediaType: .tvSeries, genres: ["dramma"]))
        }
        await #expect(throws: ResolveDiscoverFiltersError.noSuchGenre("dramma", validNames: ["Drama"], excluded: true))
        {
            try await useCase.execute(DiscoverFilterNames(mediaType: .tvSeries, excludedGenres: ["dramma"]))
        }
    }

    @Test("a genre list that cannot be had is the genres' failure")
    func genresUnavailable() async {
        let genres = MockDiscoverGenreProvider { _ in .failure(.unavailable(.unreachable("offline"))) }
        let useCase = DefaultResolveDiscoverFiltersUseCase(
            genreProvider: genres, personProvider: MockDiscoverPersonProvider())

        await #expect(throws: ResolveDiscoverFiltersError.genresUnavailable(.unknown(.unreachable("offline")))) {
            try await useCase.execute(DiscoverFilterNames(mediaType: .movie, genres: ["drama"]))
        }
    }

    @Test(
        "a name that means several people, nobody, or cannot be searched stops with that name",
        arguments: [
            (
                Result<DiscoverPersonMatch, DataAccessError>.success(.ambiguous([.init(id: 1, name: "A")])),
                ResolveDiscoverFiltersError.ambiguousPerson("pitt", candidates: [.init(id: 1, name: "A")])
            ),
            (.success(.noMatch), .noSuchPerson("pitt")),
            (.failure(.unauthorised("no")), .personUnavailable("pitt", .unauthorised("no"))),
        ])
    func personNotFound(answer: Result<DiscoverPersonMatch, DataAccessError>, expected: ResolveDiscoverFiltersError)
        async
    {
        let people = MockDiscoverPersonProvider(["pitt": answer])

        await #expect(throws: expected) {
            try await resolve(
                DiscoverFilterNames(mediaType: .movie, people: [.name("pitt"), .name("never")]), people: people)
        }
        #expect(people.calledWith == ["pitt"])
    }

    @Test("no names ask the providers only for empty genre lists, and no one")
    func noNames() async throws {
        let people = MockDiscoverPersonProvider()

        #expect(try await resolve(DiscoverFilterNames(mediaType: .movie), people: people) == DiscoverFilterIDs())
        #expect(people.calledWith.isEmpty)
    }
}
