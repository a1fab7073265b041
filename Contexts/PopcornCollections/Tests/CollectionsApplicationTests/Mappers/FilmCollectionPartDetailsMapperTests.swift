import CollectionsDomain
import CollectionsTestHelpers
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CollectionsApplication

@Suite("FilmCollectionPartDetailsMapper")
struct FilmCollectionPartDetailsMapperTests {
    let mapper = FilmCollectionPartDetailsMapper()

    @Test("every domain field reaches the details, with the year and the rating worked out")
    func passesEveryField() {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        #expect(details.id == 238)
        #expect(details.title == "The Godfather")
        #expect(details.originalTitle == "The Godfather")
        #expect(details.originalLanguage == "en")
        #expect(details.overview == "An overview of The Godfather.")
        #expect(details.releaseDate == Date(timeIntervalSince1970: 69_379_200))
        #expect(details.releaseYear == 1972)
        #expect(details.genreIDs == [18, 80])
        #expect(details.popularity == 98.2)
        #expect(details.voteAverage == 8.689)
        #expect(details.voteCount == 20_400)
        #expect(details.rating == 8.7)
        #expect(details.hasVideo == false)
        #expect(details.isAdultOnly == false)
    }

    @Test("the poster and backdrop resolve with their own sizes")
    func images() {
        let details = mapper.map(.mock(), imagesConfiguration: .mock())
        #expect(details.posterURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w185/poster.jpg")
        #expect(details.backdropURLSet?.thumbnail.absoluteString == "https://image.tmdb.org/t/p/w300/backdrop.jpg")
        #expect(mapper.map(.mock(posterPath: nil), imagesConfiguration: .mock()).posterURLSet == nil)
    }

    @Test("the year is the GMT year: a film out on New Year's Eve is of that year")
    func yearInGMT() {
        let newYearsEve = Date(timeIntervalSince1970: 946_598_400)  // 1999-12-31
        #expect(mapper.map(.mock(releaseDate: newYearsEve), imagesConfiguration: .mock()).releaseYear == 1999)
        #expect(mapper.map(.mock(releaseDate: nil), imagesConfiguration: .mock()).releaseYear == nil)
    }

    @Test(
        "the rating is the average to one decimal, or nothing when nobody voted",
        arguments: [
            (8.689, 20_400, 8.7), (8.573, 1, 8.6), (7.4, 6_200, 7.4), (6.95, 10, 7.0), (10, 3, 10),
        ] as [(Double, Int, Double)])
    func rating(average: Double, count: Int, expected: Double) {
        #expect(FilmCollectionPartDetailsMapper.rating(average: average, count: count) == expected)
    }

    @Test("no votes, no average or no count is no rating")
    func noRating() {
        #expect(FilmCollectionPartDetailsMapper.rating(average: 0, count: 0) == nil)
        #expect(FilmCollectionPartDetailsMapper.rating(average: nil, count: 12) == nil)
        #expect(FilmCollectionPartDetailsMapper.rating(average: 7.5, count: nil) == nil)
        #expect(mapper.map(.mock(voteAverage: 0, voteCount: 0), imagesConfiguration: .mock()).rating == nil)
    }
}
