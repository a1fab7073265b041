import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonTitleCreditsDetailsMapper")
struct PersonTitleCreditsDetailsMapperTests {
    let mapper = PersonTitleCreditsDetailsMapper()

    private func map(_ credits: [PersonCredit]) -> [PersonTitleCreditsDetails] {
        mapper.map(credits, imagesConfiguration: .mock())
    }

    @Test("a cast credit becomes one title with every title field and its character")
    func castCredit() throws {
        let titles = map([
            .mock(
                mediaType: .tvSeries, titleID: 1396, title: "Breaking Bad", releaseDate: .mockDay(year: 2008),
                popularity: 90, voteAverage: 8.9, character: "Walter White", episodeCount: 62)
        ])
        let title = try #require(titles.first)
        #expect(titles.count == 1)
        #expect(title.mediaType == .tvSeries)
        #expect(title.titleID == 1396)
        #expect(title.title == "Breaking Bad")
        #expect(title.releaseDate == .mockDay(year: 2008))
        #expect(title.popularity == 90)
        #expect(title.voteAverage == 8.9)
        #expect(title.characters == ["Walter White"])
        #expect(title.jobs.isEmpty)
        #expect(title.episodeCount == 62)
    }

    @Test("a crew credit becomes one title with its job and department and no character")
    func crewCredit() {
        let titles = map([.mock(character: nil, job: "Director", department: "Directing")])
        #expect(titles.map(\.jobs) == [[PersonJobDetails(job: "Director", department: "Directing")]])
        #expect(titles.map(\.characters) == [[]])
    }

    @Test("the poster resolves with the poster sizes, and no poster path gives no URL set")
    func posterSizes() {
        let titles = map([
            .mock(titleID: 1, posterPath: URL(string: "/poster.jpg")), .mock(titleID: 2, title: "Z", posterPath: nil),
        ])
        #expect(titles.first?.posterURLSet == .mock(path: "/poster.jpg", kind: .poster))
        #expect(titles.first?.posterURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w342/poster.jpg")
        #expect(titles.last?.posterURLSet == nil)
    }

    @Test("the same title in cast and crew merges into one entry with its characters and jobs")
    func mergesCastAndCrew() {
        let titles = map([
            .mock(creditID: "c1", character: "Tyler Durden"),
            .mock(creditID: "j1", character: nil, job: "Producer", department: "Production"),
            .mock(creditID: "j2", character: nil, job: "Director", department: "Directing"),
        ])
        #expect(titles.count == 1)
        #expect(titles.first?.characters == ["Tyler Durden"])
        #expect(
            titles.first?.jobs == [
                PersonJobDetails(job: "Producer", department: "Production"),
                PersonJobDetails(job: "Director", department: "Directing"),
            ])
    }

    @Test("a movie and a series with the same id stay separate titles")
    func mediaTypeSeparates() {
        let titles = map([.mock(mediaType: .movie, titleID: 7), .mock(mediaType: .tvSeries, titleID: 7)])
        #expect(titles.count == 2)
        #expect(Set(titles.map(\.mediaType)) == [.movie, .tvSeries])
    }

    @Test("characters keep TMDb's order, drop exact repeats and leave out blank or missing ones")
    func charactersOrder() {
        let titles = map([
            .mock(creditID: "c1", character: "Rusty Ryan"),
            .mock(creditID: "c2", character: "  "),
            .mock(creditID: "c3", character: nil),
            .mock(creditID: "c4", character: "Himself"),
            .mock(creditID: "c5", character: "Rusty Ryan"),
        ])
        #expect(titles.first?.characters == ["Rusty Ryan", "Himself"])
    }

    @Test("jobs keep TMDb's order and drop exact repeats")
    func jobsOrder() {
        let titles = map([
            .mock(creditID: "j1", character: nil, job: "Writer", department: "Writing"),
            .mock(creditID: "j2", character: nil, job: "Director", department: "Directing"),
            .mock(creditID: "j3", character: nil, job: "Writer", department: "Writing"),
        ])
        #expect(titles.first?.jobs.map(\.job) == ["Writer", "Director"])
    }

    @Test("the episode count is the largest over the title's credits")
    func episodeCountIsMax() {
        let titles = map([
            .mock(creditID: "c1", mediaType: .tvSeries, episodeCount: 3),
            .mock(
                creditID: "j1", mediaType: .tvSeries, character: nil, job: "Producer", department: "Production",
                episodeCount: 10),
            .mock(
                creditID: "j2", mediaType: .tvSeries, character: nil, job: "Writer", department: "Production",
                episodeCount: nil),
        ])
        #expect(titles.first?.episodeCount == 10)
    }

    @Test("no credit with an episode count gives no episode count")
    func noEpisodeCount() {
        #expect(
            map([.mock(), .mock(character: nil, job: "Producer", department: "Production")]).first?.episodeCount == nil)
    }

    @Test("a title's fields come from the first of its credits that has them")
    func firstKnownTitleFields() {
        let titles = map([
            .mock(creditID: "c1", releaseDate: nil, posterPath: nil, popularity: nil, voteAverage: nil),
            .mock(
                creditID: "j1", releaseDate: .mockDay(year: 2001), posterPath: URL(string: "/later.jpg"), popularity: 5,
                voteAverage: 6, character: nil, job: "Producer", department: "Production"),
        ])
        #expect(titles.first?.releaseDate == .mockDay(year: 2001))
        #expect(titles.first?.posterURLSet == .mock(path: "/later.jpg", kind: .poster))
        #expect(titles.first?.popularity == 5)
        #expect(titles.first?.voteAverage == 6)
    }

    @Test("titles come newest first, whatever the credits' order")
    func newestFirst() {
        let titles = map([
            .mock(titleID: 1, title: "Old", releaseDate: .mockDay(year: 1995)),
            .mock(
                titleID: 2, title: "New", releaseDate: .mockDay(year: 2019), character: nil, job: "Producer",
                department: "Production"),
            .mock(titleID: 3, title: "Middle", releaseDate: .mockDay(year: 2008, month: 6)),
            .mock(titleID: 4, title: "Middle earlier", releaseDate: .mockDay(year: 2008, month: 2)),
        ])
        #expect(titles.map(\.titleID) == [2, 3, 4, 1])
    }

    @Test("undated titles come last, ordered by title")
    func undatedLast() {
        let titles = map([
            .mock(titleID: 1, title: "Untitled B", releaseDate: nil),
            .mock(titleID: 2, title: "Dated", releaseDate: .mockDay(year: 1990)),
            .mock(titleID: 3, title: "Untitled A", releaseDate: nil),
        ])
        #expect(titles.map(\.title) == ["Dated", "Untitled A", "Untitled B"])
    }

    @Test("titles released on the same day are ordered by title")
    func sameDayByTitle() {
        let titles = map([
            .mock(titleID: 1, title: "Beta", releaseDate: .mockDay(year: 2000)),
            .mock(titleID: 2, title: "Alpha", releaseDate: .mockDay(year: 2000)),
        ])
        #expect(titles.map(\.title) == ["Alpha", "Beta"])
    }

    @Test("no credits give no titles")
    func noCredits() {
        #expect(map([]).isEmpty)
    }
}
