import Foundation
import MoviesDomain
import Testing

@testable import MoviesInfrastructure

@Suite("MoviePreviewMapper")
struct MoviePreviewMapperTests {
    let mapper = MoviePreviewMapper()

    @Test("an entity maps to a preview with every field")
    func entityToDomain() {
        #expect(mapper.map(MoviesMoviePreviewEntity.mock()) == MoviePreview.mock(id: 550, voteAverage: 8.4))
    }

    @Test("a preview maps to an entity of its page at its position")
    func domainToEntity() {
        let entity = mapper.map(MoviePreview.mock(), pageKey: "movies:popular:page:1", position: 0)
        #expect(entity == MoviesMoviePreviewEntity.mock())
    }

    @Test("updating in place overwrites the preview and position and keeps the page")
    func updateInPlace() {
        var entity = MoviesMoviePreviewEntity.mock(pageKey: "k", position: 0)
        let preview = MoviePreview.mock(id: 13, title: "Forrest Gump", genreIDs: nil, voteCount: nil)
        mapper.map(preview, to: &entity, position: 4)
        #expect(entity.pageKey == "k")
        #expect(entity.position == 4)
        #expect(entity.movieID == 13)
        #expect(entity.title == "Forrest Gump")
        #expect(entity.genreIDs == nil)
        #expect(entity.voteCount == nil)
        #expect(mapper.map(entity) == preview)
    }

    @Test("missing paths and genre ids stay missing both ways")
    func nilFields() {
        let preview = mapper.map(MoviesMoviePreviewEntity.mock(genreIDs: nil, posterPath: nil, backdropPath: nil))
        #expect(preview.genreIDs == nil)
        #expect(preview.posterPath == nil)
        #expect(preview.backdropPath == nil)
        let entity = mapper.map(
            MoviePreview.mock(genreIDs: nil, posterPath: nil, backdropPath: nil), pageKey: "k", position: 0)
        #expect(entity.genreIDs == nil)
        #expect(entity.posterPath == nil)
        #expect(entity.backdropPath == nil)
    }
}
