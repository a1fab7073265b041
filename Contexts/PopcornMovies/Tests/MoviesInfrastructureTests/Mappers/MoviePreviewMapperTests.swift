import Foundation
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesInfrastructure

@Suite("MoviePreviewMapper")
struct MoviePreviewMapperTests {
    let mapper = MoviePreviewMapper()

    @Test("an entity maps to a preview with every field")
    func entityToDomain() {
        #expect(mapper.map(MoviesMoviePreviewEntity.mock()) == MoviePreview.mock(id: 550, voteAverage: 8.4))
    }

    @Test("a preview maps to an entity with every field")
    func domainToEntity() {
        #expect(mapper.map(MoviePreview.mock()) == MoviesMoviePreviewEntity.mock())
    }

    @Test("a preview survives the round trip through its entity")
    func roundTrip() {
        let preview = MoviePreview.mock(id: 13, title: "Forrest Gump", genreIDs: nil, voteCount: nil)
        #expect(mapper.map(mapper.map(preview)) == preview)
    }

    @Test("missing paths and genre ids stay missing both ways")
    func nilFields() {
        let preview = mapper.map(MoviesMoviePreviewEntity.mock(genreIDs: nil, posterPath: nil, backdropPath: nil))
        #expect(preview.genreIDs == nil)
        #expect(preview.posterPath == nil)
        #expect(preview.backdropPath == nil)
        let entity = mapper.map(
            MoviePreview.mock(genreIDs: nil, posterPath: nil, backdropPath: nil))
        #expect(entity.genreIDs == nil)
        #expect(entity.posterPath == nil)
        #expect(entity.backdropPath == nil)
    }
}
