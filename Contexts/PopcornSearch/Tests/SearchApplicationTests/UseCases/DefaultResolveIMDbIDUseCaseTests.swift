import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import SearchDomain
import Testing

@testable import SearchApplication

@Suite("DefaultResolveIMDbIDUseCase")
struct DefaultResolveIMDbIDUseCaseTests {
    static let fightClub = IMDbID("tt0137523")!

    static func found(_ results: [MediaPreview]) -> MockMediaSearchRepository {
        MockMediaSearchRepository(
            stub: .success(.mock(totalPages: 1, totalResults: results.count, results: results)))
    }

    @Test("the result of the kind asked for is the match; the id is looked up once")
    func match() async throws {
        let repository = Self.found([.movie(.mock())])

        let resolution = try await DefaultResolveIMDbIDUseCase(mediaSearchRepository: repository)
            .execute(Self.fightClub, kind: .movie)

        #expect(resolution == .match(id: 550))
        #expect(repository.findCalledWith == [Self.fightClub])
        #expect(repository.searchCalledWith.isEmpty)
    }

    @Test("an id of another kind says which kind it is and its TMDb id")
    func otherKind() async throws {
        let repository = Self.found([.movie(.mock())])

        let resolution = try await DefaultResolveIMDbIDUseCase(mediaSearchRepository: repository)
            .execute(Self.fightClub, kind: .tvSeries)

        #expect(resolution == .otherKind(.movie, id: 550))
    }

    @Test("among several results, the kind asked for wins, then a movie, a series, a person")
    func several() async throws {
        let repository = Self.found([.person(.mock()), .tvSeries(.mock()), .movie(.mock(id: 680))])
        let useCase = DefaultResolveIMDbIDUseCase(mediaSearchRepository: repository)

        #expect(try await useCase.execute(Self.fightClub, kind: .person) == .match(id: 287))
        #expect(try await useCase.execute(Self.fightClub, kind: .tvSeries) == .match(id: 1396))
        #expect(
            try await DefaultResolveIMDbIDUseCase(
                mediaSearchRepository: Self.found([.person(.mock()), .tvSeries(.mock())])
            )
            .execute(Self.fightClub, kind: .movie) == .otherKind(.tvSeries, id: 1396))
    }

    @Test("nothing found is no match")
    func noMatch() async throws {
        let resolution = try await DefaultResolveIMDbIDUseCase(mediaSearchRepository: Self.found([]))
            .execute(Self.fightClub, kind: .movie)

        #expect(resolution == .noMatch)
    }

    @Test("a repository failure is the use case's error")
    func failure() async {
        let repository = MockMediaSearchRepository(stub: .failure(.unreachable("offline")))

        await #expect(throws: FetchError.unknown(.unreachable("offline"))) {
            try await DefaultResolveIMDbIDUseCase(mediaSearchRepository: repository).execute(
                Self.fightClub, kind: .movie)
        }
    }
}
