import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVSeriesPreviewDetailsMapper")
struct TVSeriesPreviewDetailsMapperTests {
    let mapper = TVSeriesPreviewDetailsMapper()

    @Test("every domain field reaches the details")
    func passesEveryField() {
        let preview = TVSeriesPreview.mock()
        let details = mapper.map(preview, imagesConfiguration: .mock())
        #expect(details.id == preview.id)
        #expect(details.name == preview.name)
        #expect(details.originalName == preview.originalName)
        #expect(details.originalLanguage == "en")
        #expect(details.originCountry == ["US"])
        #expect(details.overview == preview.overview)
        #expect(details.firstAirDate == preview.firstAirDate)
        #expect(details.genreIDs == [18, 80])
        #expect(details.popularity == preview.popularity)
        #expect(details.voteAverage == preview.voteAverage)
        #expect(details.voteCount == preview.voteCount)
        #expect(details.isAdultOnly == false)
    }

    @Test("the poster resolves with poster sizes and the backdrop with backdrop sizes")
    func imageSizes() {
        let details = mapper.map(
            .mock(posterPath: URL(string: "/poster.jpg"), backdropPath: URL(string: "/backdrop.jpg")),
            imagesConfiguration: .mock())
        #expect(details.posterURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w342/poster.jpg")
        #expect(details.backdropURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w780/backdrop.jpg")
        #expect(details.backdropURLSet?.detail.absoluteString == "https://image.tmdb.org/t/p/w1280/backdrop.jpg")
    }

    @Test("missing paths give no URL sets")
    func noImages() {
        let details = mapper.map(.mock(posterPath: nil, backdropPath: nil), imagesConfiguration: .mock())
        #expect(details.posterURLSet == nil)
        #expect(details.backdropURLSet == nil)
    }
}
