import CollectionsDomain
import CollectionsTestHelpers
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CollectionsApplication

@Suite("FilmCollectionDetailsMapper")
struct FilmCollectionDetailsMapperTests {
    let mapper = FilmCollectionDetailsMapper()

    private func day(_ text: String) -> Date {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
    }

    private func titles(_ parts: [FilmCollectionPart]) -> [String] {
        mapper.map(.mock(parts: parts), imagesConfiguration: .mock()).parts.map(\.title)
    }

    @Test("the collection's own fields reach the details")
    func passesEveryField() {
        let details = mapper.map(.mock(id: 7, name: "Named", overview: "Told"), imagesConfiguration: .mock())
        #expect(details.id == 7)
        #expect(details.name == "Named")
        #expect(details.overview == "Told")
        #expect(details.parts.count == 3)
    }

    @Test("the poster resolves with the poster sizes and the backdrop with the backdrop sizes")
    func images() throws {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        let poster = try #require(details.posterURLSet)
        let backdrop = try #require(details.backdropURLSet)
        #expect(poster.card.absoluteString == "https://image.tmdb.org/t/p/w342/collection-poster.jpg")
        #expect(backdrop.card.absoluteString == "https://image.tmdb.org/t/p/w780/collection-backdrop.jpg")
        #expect(backdrop.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/collection-backdrop.jpg")
    }

    @Test("no image paths give no URL sets")
    func noImages() {
        let details = mapper.map(.mock(posterPath: nil, backdropPath: nil), imagesConfiguration: .mock())
        #expect(details.posterURLSet == nil)
        #expect(details.backdropURLSet == nil)
    }

    @Test("the movies come in release order, whatever order TMDb sent them in")
    func releaseOrder() {
        #expect(
            titles([.mockPartIII, .mockPartII, .mock()]) == [
                "The Godfather", "The Godfather Part II", "The Godfather Part III",
            ])
        #expect(mapper.map(.mock(), imagesConfiguration: .mock()).parts.map(\.id) == [238, 240, 242])
    }

    @Test("movies without a date come after every dated one, by title")
    func undatedLast() {
        let parts: [FilmCollectionPart] = [
            .mock(id: 1, title: "Zeta, Announced", releaseDate: nil),
            .mock(id: 2, title: "Second", releaseDate: day("2010-05-01")),
            .mock(id: 3, title: "alpha, announced", releaseDate: nil),
            .mock(id: 4, title: "First", releaseDate: day("2001-12-19")),
        ]
        #expect(titles(parts) == ["First", "Second", "alpha, announced", "Zeta, Announced"])
    }

    @Test("movies of the same day come by title, case and accents aside, then by id")
    func sameDayByTitle() {
        let premiere = day("2003-05-15")
        let parts: [FilmCollectionPart] = [
            .mock(id: 9, title: "Échos", releaseDate: premiere),
            .mock(id: 5, title: "Doubles", releaseDate: premiere),
            .mock(id: 8, title: "echos", releaseDate: premiere),
            .mock(id: 2, title: "Before", releaseDate: day("2003-05-14")),
        ]
        let details = mapper.map(.mock(parts: parts), imagesConfiguration: .mock())
        #expect(details.parts.map(\.id) == [2, 5, 8, 9])
    }

    @Test("a collection without movies maps to one without movies")
    func noParts() {
        #expect(mapper.map(.mock(parts: []), imagesConfiguration: .mock()).parts.isEmpty)
    }
}
