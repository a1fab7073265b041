import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import SearchDomain
import SearchTestHelpers
import Testing

@testable import SearchApplication

@Suite("DefaultResolveMediaTitleUseCase")
struct DefaultResolveMediaTitleUseCaseTests {
    let mapper = MediaTitleCandidateMapper()

    static let dune2021 = MediaPreview.movie(
        .mock(id: 438_631, title: "Dune", originalTitle: nil, releaseDate: .mockDay(year: 2021), popularity: 95))
    static let dune1984 = MediaPreview.movie(
        .mock(id: 841, title: "Dune", originalTitle: nil, releaseDate: .mockDay(year: 1984), popularity: 10))

    private func makeUseCase(_ repository: MockMediaSearchRepository) -> DefaultResolveMediaTitleUseCase {
        DefaultResolveMediaTitleUseCase(mediaSearchRepository: repository)
    }

    private func details(_ preview: MediaPreview) -> MediaTitleCandidate {
        mapper.map(preview)
    }

    @Test("it searches the one kind asked for, with the title and the year written in the text")
    func searchesOneKindWithWrittenYear() async throws {
        let repository = MockMediaSearchRepository(stub: .success(.mock(results: [Self.dune1984])))

        _ = try await makeUseCase(repository).execute("  dune (1984) ", kind: .movie, year: nil)

        #expect(repository.searchCalledWith == [MediaSearchQuery(text: "dune", kind: .movie, year: 1984)])
    }

    @Test("--year wins over the year written in the text")
    func optionYearWins() async throws {
        let repository = MockMediaSearchRepository(stub: .success(.mock(results: [Self.dune2021])))

        _ = try await makeUseCase(repository).execute("dune (1984)", kind: .movie, year: 2021)

        #expect(repository.searchCalledWith == [MediaSearchQuery(text: "dune", kind: .movie, year: 2021)])
    }

    @Test("a series title searches series")
    func searchesSeries() async throws {
        let repository = MockMediaSearchRepository(stub: .success(.mock(results: [.tvSeries(.mock())])))

        let resolution = try await makeUseCase(repository).execute("breaking bad", kind: .tvSeries, year: 2008)

        #expect(repository.searchCalledWith == [MediaSearchQuery(text: "breaking bad", kind: .tvSeries, year: 2008)])
        #expect(resolution == .match(details(.tvSeries(.mock()))))
    }

    @Test("one clear match resolves to its kind, id, title and date")
    func match() async throws {
        let repository = MockMediaSearchRepository(stub: .success(.mock(results: [Self.dune1984, Self.dune2021])))

        let resolution = try await makeUseCase(repository).execute("dune (2021)", kind: .movie, year: nil)

        #expect(
            resolution
                == .match(MediaTitleCandidate(kind: .movie, id: 438_631, title: "Dune", date: .mockDay(year: 2021)))
        )
    }

    @Test("comparable matches are ambiguous, most popular first")
    func ambiguous() async throws {
        let repository = MockMediaSearchRepository(stub: .success(.mock(results: [Self.dune1984, Self.dune2021])))

        let resolution = try await makeUseCase(repository).execute("Dune", kind: .movie, year: nil)

        #expect(resolution == .ambiguous([details(Self.dune2021), details(Self.dune1984)]))
    }

    @Test("an empty page is no match")
    func noMatch() async throws {
        let repository = MockMediaSearchRepository(stub: .success(.empty(page: 1)))

        #expect(try await makeUseCase(repository).execute("zzzz", kind: .movie, year: nil) == .noMatch)
    }

    @Test("results of other kinds are left out before matching")
    func filtersOtherKinds() async throws {
        let person = MediaPreview.person(.mock(id: 1, name: "Dune", popularity: 900))
        let series = MediaPreview.tvSeries(.mock(id: 2, name: "Dune", popularity: 800))
        let repository = MockMediaSearchRepository(stub: .success(.mock(results: [person, series, Self.dune1984])))

        #expect(
            try await makeUseCase(repository).execute("dune", kind: .movie, year: nil) == .match(details(Self.dune1984))
        )
    }

    @Test("a page holding only other kinds is no match")
    func onlyOtherKinds() async throws {
        let repository = MockMediaSearchRepository(
            stub: .success(.mock(results: [.tvSeries(.mock()), .person(.mock())])))

        #expect(try await makeUseCase(repository).execute("fight club", kind: .movie, year: nil) == .noMatch)
    }

    @Test("a person search ignores --year, and people are matched by name")
    func personIgnoresYear() async throws {
        let pitt = MediaPreview.person(.mock())
        let other = MediaPreview.person(.mock(id: 2, name: "Brad Pitts", originalName: nil, popularity: 500))
        let repository = MockMediaSearchRepository(stub: .success(.mock(results: [other, pitt])))

        let resolution = try await makeUseCase(repository).execute("brad pitt", kind: .person, year: 1963)

        #expect(repository.searchCalledWith == [MediaSearchQuery(text: "brad pitt", kind: .person)])
        #expect(repository.searchCalledWith.first?.year == nil)
        #expect(resolution == .match(details(pitt)))
    }

    @Test("a person's name is searched whole, a trailing (YYYY) included")
    func personNameKeepsParentheses() async throws {
        let repository = MockMediaSearchRepository(stub: .success(.mock(results: [])))

        _ = try await makeUseCase(repository).execute("prince (1958)", kind: .person, year: nil)

        #expect(repository.searchCalledWith == [MediaSearchQuery(text: "prince (1958)", kind: .person)])
    }

    @Test("a blank title is no match, without a search", arguments: ["", "   ", "\n"])
    func blankTitle(text: String) async throws {
        let repository = MockMediaSearchRepository()

        #expect(try await makeUseCase(repository).execute(text, kind: .movie, year: 1999) == .noMatch)
        #expect(repository.searchCalledWith.isEmpty)
    }

    @Test(
        "repository failures convert to the use case's error",
        arguments: [
            (DataAccessError.notFound, FetchError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unreachable(nil), .unknown(.unreachable(nil))),
            (.invalidResponse("/search/movie"), .unknown(.invalidResponse("/search/movie"))),
        ])
    func convertsRepositoryErrors(failure: DataAccessError, expected: FetchError) async {
        let repository = MockMediaSearchRepository(stub: .failure(failure))

        await #expect(throws: expected) {
            try await makeUseCase(repository).execute("dune", kind: .movie, year: nil)
        }
    }

    @Test("the error's cause is the data-access failure behind it")
    func cause() {
        #expect(FetchError.notFound.cause == .notFound)
        #expect(FetchError.unauthorised(nil).cause == .unauthorised(nil))
        #expect(FetchError.unknown(.unreachable("x")).cause == .unreachable("x"))
        #expect(FetchError.unknown(nil).cause == .unknown(nil))
    }
}
