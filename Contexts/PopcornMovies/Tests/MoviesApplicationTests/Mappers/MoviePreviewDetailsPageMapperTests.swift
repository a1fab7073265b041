import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesApplication

@Suite("MoviePreviewDetailsPageMapper")
struct MoviePreviewDetailsPageMapperTests {
    let mapper = MoviePreviewDetailsPageMapper()

    @Test("paging totals and every preview field carry over")
    func mapsPage() throws {
        let source = MoviePreview.mock(genreIDs: [18])
        let page = mapper.map(
            .mock(page: 2, totalPages: 3, totalResults: 45, results: [source]), imagesConfiguration: .mock())
        #expect(page.page == 2)
        #expect(page.totalPages == 3)
        #expect(page.totalResults == 45)
        let preview = try #require(page.results.first)
        #expect(preview.id == source.id)
        #expect(preview.title == source.title)
        #expect(preview.originalTitle == source.originalTitle)
        #expect(preview.originalLanguage == source.originalLanguage)
        #expect(preview.overview == source.overview)
        #expect(preview.releaseDate == source.releaseDate)
        #expect(preview.genreIDs == [18])
        #expect(preview.popularity == source.popularity)
        #expect(preview.voteAverage == source.voteAverage)
        #expect(preview.voteCount == source.voteCount)
        #expect(preview.hasVideo == false)
        #expect(preview.isAdultOnly == false)
    }

    @Test("previews resolve posters and backdrops with their own sizes")
    func previewImages() throws {
        let source = MoviePreview.mock(
            posterPath: URL(string: "/poster.jpg"), backdropPath: URL(string: "/backdrop.jpg"))
        let preview = try #require(mapper.map(.mock(results: [source]), imagesConfiguration: .mock()).results.first)
        #expect(preview.posterURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w342/poster.jpg")
        #expect(preview.backdropURLSet?.card.absoluteString == "https://image.tmdb.org/t/p/w780/backdrop.jpg")
    }
}
