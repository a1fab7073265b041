import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
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
        _ names: DiscoverFilterNames, people: MockDiscoverPersonProvider = MockDiscoverPersonProvider(),
        keywords: MockDiscoverKeywordRepository = MockDiscoverKeywordRepository(),
        providers: MockDiscoverWatchProviderRepository = MockDiscoverWatchProviderRepository()
    ) async throws(ResolveDiscoverFiltersError) -> DiscoverFilterIDs {
        try await DefaultResolveDiscoverFiltersUseCase(
            genreProvider: genres, personProvider: people, keywordRepository: keywords,
            watchProviderRepository: providers
        ).execute(names)
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
            genreProvider: genres, personProvider: MockDiscoverPersonProvider(),
            keywordRepository: MockDiscoverKeywordRepository(),
            watchProviderRepository: MockDiscoverWatchProviderRepository())

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
            genreProvider: genres, personProvider: MockDiscoverPersonProvider(),
            keywordRepository: MockDiscoverKeywordRepository(),
            watchProviderRepository: MockDiscoverWatchProviderRepository())

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

    @Test("keywords by name or id come to ids in the order given; a name is the keyword of that name, any case")
    func keywords() async throws {
        let keywords = MockDiscoverKeywordRepository([
            "heist": .success([.mock(id: 228913, name: "heist gone wrong"), .mock(id: 10051, name: "Heist")])
        ])

        let ids = try await resolve(
            DiscoverFilterNames(mediaType: .tvSeries, keywords: ["825", " heist "]), keywords: keywords)

        #expect(ids == DiscoverFilterIDs(keywordIDs: [825, 10051]))
        #expect(keywords.calledWith == ["heist"])
    }

    @Test("a keyword name is searched and compared by its words, whatever its case, punctuation or spaces")
    func keywordWords() async throws {
        let keywords = MockDiscoverKeywordRepository([
            "SUPPORT-GROUP": .success([.mock(id: 825, name: "support group")]),
            "support   group": .success([.mock(id: 825, name: "Support Group")]),
        ])

        let ids = try await resolve(
            DiscoverFilterNames(mediaType: .movie, keywords: ["SUPPORT-GROUP", "  support   group "]),
            keywords: keywords)

        #expect(ids == DiscoverFilterIDs(keywordIDs: [825, 825]))
        #expect(keywords.calledWith == ["SUPPORT-GROUP", "support   group"])
        #expect(DefaultResolveDiscoverFiltersUseCase.words("Based-on  Novel, or Book!") == "based on novel or book")
    }

    @Test("a keyword of punctuation alone names no keyword and asks TMDb nothing")
    func punctuationKeyword() async throws {
        let keywords = MockDiscoverKeywordRepository([:])

        await #expect(throws: ResolveDiscoverFiltersError.noSuchKeyword("!!!", suggestions: [])) {
            try await resolve(DiscoverFilterNames(mediaType: .movie, keywords: ["!!!"]), keywords: keywords)
        }
        #expect(keywords.calledWith.isEmpty)
    }

    @Test("a keyword name that is no keyword's names the first five TMDb found like it")
    func noSuchKeyword() async {
        let found: [Keyword] = (1...7).map { .mock(id: $0, name: "heist \($0)") }
        let keywords = MockDiscoverKeywordRepository([
            "heists": .success(found), "zzqx": .success([]),
        ])

        await #expect(
            throws: ResolveDiscoverFiltersError.noSuchKeyword(
                "heists", suggestions: ["heist 1", "heist 2", "heist 3", "heist 4", "heist 5"])
        ) {
            try await resolve(DiscoverFilterNames(mediaType: .movie, keywords: ["heists"]), keywords: keywords)
        }
        await #expect(throws: ResolveDiscoverFiltersError.noSuchKeyword("zzqx", suggestions: [])) {
            try await resolve(DiscoverFilterNames(mediaType: .movie, keywords: ["zzqx"]), keywords: keywords)
        }
    }

    @Test("keywords that cannot be searched stop with the name and the failure")
    func keywordsUnavailable() async {
        let keywords = MockDiscoverKeywordRepository(["heist": .failure(.notFound)])

        await #expect(throws: ResolveDiscoverFiltersError.keywordsUnavailable("heist", .notFound)) {
            try await resolve(DiscoverFilterNames(mediaType: .movie, keywords: ["heist"]), keywords: keywords)
        }
    }

    @Test("services by name (any case or accents) or id come to ids, the region's list asked once")
    func providers() async throws {
        let providers = MockDiscoverWatchProviderRepository(.success(WatchProvider.discoverMocks()))

        let ids = try await resolve(
            DiscoverFilterNames(
                mediaType: .tvSeries, providers: ["NETFLIX", "9001", "disney plus", "Mubí"], watchRegion: "GB"),
            providers: providers)

        #expect(ids == DiscoverFilterIDs(providerIDs: [8, 9001, 337, 11]))
        #expect(providers.calledWith == [.init(mediaType: .tvSeries, region: "GB")])
    }

    @Test("services given by id alone ask for no list")
    func providersByID() async throws {
        let providers = MockDiscoverWatchProviderRepository()

        let ids = try await resolve(
            DiscoverFilterNames(mediaType: .movie, providers: ["8", "337"], watchRegion: "GB"), providers: providers)

        #expect(ids == DiscoverFilterIDs(providerIDs: [8, 337]))
        #expect(providers.calledWith.isEmpty)
    }

    @Test("a service's name that is none of the region's names those containing it, else the region's first")
    func noSuchProvider() async {
        let providers = MockDiscoverWatchProviderRepository(.success(WatchProvider.discoverMocks()))

        await #expect(
            throws: ResolveDiscoverFiltersError.noSuchProvider(
                "netflx", region: "GB",
                suggestions: ["Disney Plus", "Netflix", "Netflix Kids", "Amazon Prime Video", "MUBI"])
        ) {
            try await resolve(
                DiscoverFilterNames(mediaType: .movie, providers: ["netflx"], watchRegion: "GB"), providers: providers)
        }
        await #expect(
            throws: ResolveDiscoverFiltersError.noSuchProvider(
                "flix", region: "US", suggestions: ["Netflix", "Netflix Kids"])
        ) {
            try await resolve(DiscoverFilterNames(mediaType: .movie, providers: ["flix"]), providers: providers)
        }
    }

    @Test("a region's services that cannot be had stop with the region and the failure")
    func providersUnavailable() async {
        let providers = MockDiscoverWatchProviderRepository(.failure(.unreachable("offline")))

        await #expect(
            throws: ResolveDiscoverFiltersError.providersUnavailable(region: "GB", .unknown(.unreachable("offline")))
        ) {
            try await resolve(
                DiscoverFilterNames(mediaType: .movie, providers: ["netflix"], watchRegion: "GB"), providers: providers)
        }
    }
}
