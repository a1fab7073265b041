import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@Suite("MediaPreviewDetailsMapper")
struct MediaPreviewDetailsMapperTests {
    let mapper = MediaPreviewDetailsMapper()

    @Test("a movie keeps every field, its poster with poster sizes and its backdrop with backdrop sizes")
    func movie() throws {
        let details = mapper.map(.movie(.mock()), imagesConfiguration: .mock())

        guard case .movie(let movie) = details else {
            Issue.record("expected a movie, got \(details)")
            return
        }
        #expect(movie.id == 550)
        #expect(movie.title == "Fight Club")
        #expect(movie.originalTitle == "Fight Club")
        #expect(movie.originalLanguage == "en")
        #expect(movie.overview?.hasPrefix("An insomniac") == true)
        #expect(movie.releaseDate == .mockDay(year: 1999, month: 10, day: 15))
        #expect(movie.genreIDs == [18, 53])
        #expect(movie.popularity == 61.4)
        #expect(movie.voteAverage == 8.4)
        #expect(movie.voteCount == 27_000)
        #expect(movie.isAdultOnly == false)
        #expect(movie.hasVideo == false)
        #expect(movie.posterURLSet == .mock(path: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", kind: .poster))
        #expect(movie.backdropURLSet == .mock(path: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", kind: .backdrop))
        let card = try #require(movie.backdropURLSet?.card.absoluteString)
        #expect(card == "https://image.tmdb.org/t/p/w780/hZkgoQYus5vegHoetLkCJzb17zJ.jpg")
    }

    @Test("a series keeps every field, its poster with poster sizes and its backdrop with backdrop sizes")
    func tvSeries() {
        let details = mapper.map(.tvSeries(.mock()), imagesConfiguration: .mock())

        guard case .tvSeries(let series) = details else {
            Issue.record("expected a series, got \(details)")
            return
        }
        #expect(series.id == 1396)
        #expect(series.name == "Breaking Bad")
        #expect(series.originalName == "Breaking Bad")
        #expect(series.originalLanguage == "en")
        #expect(series.firstAirDate == .mockDay(year: 2008, month: 1, day: 20))
        #expect(series.genreIDs == [18, 80])
        #expect(series.originCountries == ["US"])
        #expect(series.popularity == 300.5)
        #expect(series.voteAverage == 8.9)
        #expect(series.voteCount == 14_000)
        #expect(series.posterURLSet == .mock(path: "/ggFHVNu6YYI5L9pCfOacjizRGt.jpg", kind: .poster))
        #expect(series.backdropURLSet == .mock(path: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg", kind: .backdrop))
    }

    @Test("a person keeps every field, their photo with profile sizes, and their known-for titles mapped")
    func person() {
        let person = PersonMediaPreview.mock(knownFor: [.movie(.mock()), .tvSeries(.mock())])

        let details = mapper.map(.person(person), imagesConfiguration: .mock())

        guard case .person(let mapped) = details else {
            Issue.record("expected a person, got \(details)")
            return
        }
        #expect(mapped.id == 287)
        #expect(mapped.name == "Brad Pitt")
        #expect(mapped.originalName == "Brad Pitt")
        #expect(mapped.gender == .male)
        #expect(mapped.knownForDepartment == "Acting")
        #expect(mapped.popularity == 21.5)
        #expect(mapped.profileURLSet == .mock(path: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg", kind: .profile))
        #expect(
            mapped.knownFor == [
                mapper.map(.movie(.mock()), imagesConfiguration: .mock()),
                mapper.map(.tvSeries(.mock()), imagesConfiguration: .mock()),
            ])
        #expect(mapped.knownFor.map(\.kind) == [.movie, .tvSeries])
    }

    @Test("the kind, id, title and date of the details are the preview's")
    func sharedProperties() {
        let previews: [MediaPreview] = [.movie(.mock()), .tvSeries(.mock()), .person(.mock())]

        let details = previews.map { mapper.map($0, imagesConfiguration: .mock()) }

        #expect(details.map(\.kind) == previews.map(\.kind))
        #expect(details.map(\.id) == previews.map(\.id))
        #expect(details.map(\.title) == previews.map(\.title))
        #expect(details.map(\.date) == previews.map(\.date))
    }

    @Test("no image paths give no URL sets")
    func noImages() {
        let movie = mapper.map(.movie(MovieMediaPreview(id: 1, title: "A")), imagesConfiguration: .mock())
        let person = mapper.map(.person(PersonMediaPreview(id: 2, name: "B")), imagesConfiguration: .mock())

        #expect(movie == .movie(MovieMediaPreviewDetails(id: 1, title: "A")))
        #expect(person == .person(PersonMediaPreviewDetails(id: 2, name: "B")))
    }
}
