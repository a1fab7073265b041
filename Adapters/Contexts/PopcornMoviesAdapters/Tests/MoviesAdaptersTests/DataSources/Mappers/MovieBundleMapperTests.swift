import CoreDomain
import Foundation
import MoviesDomain
import TMDbKit
import Testing

@testable import MoviesAdapters

@Suite("MovieBundleMapper")
struct MovieBundleMapperTests {
    let body: MovieDetailsResponseDTO
    let mapper = MovieBundleMapper()

    init() throws {
        body = try Fixture.decode(MovieDetailsResponseDTO.self, "movie-details-550-appended")
    }

    @Test("a body with every part maps the movie and every part asked for, none unanswered")
    func everyPart() throws {
        let bundle = mapper.map(body, parts: Set(MoviePart.allCases))

        #expect(bundle.movie.title == "Fight Club")
        #expect(bundle.credits?.id == 550)
        #expect(bundle.credits?.cast.count == 4)
        #expect(bundle.releaseDates?.map(\.countryCode) == ["US", "GB", "DE"])
        #expect(bundle.images?.id == 550)
        #expect(bundle.images?.logos.map(\.languageCode) == ["en", nil])
        #expect(bundle.images?.posters.first?.width == 2000)
        #expect(bundle.recommendations?.results.map(\.id) == [807, 99001])
        #expect(bundle.recommendations?.results.first?.title == "Se7en")
        #expect(bundle.similar?.results.map(\.id) == [1422])
        #expect(bundle.watchProviders?.map(\.countryCode) == ["GB", "US"])
        #expect(bundle.watchProviders?.last?.flatRate.map(\.name) == ["Hulu"])
        #expect(bundle.watchProviders?.first?.link == nil)
        #expect(bundle.videos?.map(\.key) == ["O-b2VfmmbyA", "BdJKm16Co6M"])
        #expect(bundle.videos?.last?.isOfficial == true)
        #expect(bundle.keywords?.map(\.name) == ["support group", "dual identity"])
        #expect(bundle.unansweredParts.isEmpty)
    }

    @Test("appended translations keep the movie's English text only")
    func translations() throws {
        let body = try JSONDecoder().decode(
            MovieDetailsResponseDTO.self,
            from: Data(
                """
                {"id": 550, "title": "Fight Club", "overview": "", "translations": {"translations": [
                 {"iso_3166_1": "FR", "iso_639_1": "fr", "english_name": "French", "data": {"overview": "", "title": ""}},
                 {"iso_3166_1": "US", "iso_639_1": "en", "data": {"overview": "An insomniac.", "tagline": "Soap."}}]}}
                """.utf8))

        let bundle = mapper.map(body, parts: [.translations])

        #expect(bundle.translations?.map(\.languageCode) == ["en"])
        #expect(bundle.translations?.english?.overview == "An insomniac.")
        #expect(bundle.unansweredParts.isEmpty)
    }

    @Test("parts in the body that were not asked for are left out")
    func onlyAskedParts() {
        let bundle = mapper.map(body, parts: [.credits])

        #expect(bundle.credits != nil)
        #expect(bundle.images == nil)
        #expect(bundle.watchProviders == nil)
        #expect(bundle.unansweredParts.isEmpty)
    }

    @Test("parts asked for that the body lacks are unanswered, the movie still mapped")
    func unansweredParts() throws {
        let bare = try Fixture.decode(MovieDetailsResponseDTO.self, "movie-details-550")

        let bundle = mapper.map(bare, parts: [.images, .watchProviders])

        #expect(bundle.movie.id == 550)
        #expect(bundle.images == nil)
        #expect(bundle.unansweredParts == [.images, .watchProviders])
    }
}
