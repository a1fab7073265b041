import CoreDomain
import Testing

@testable import GenresInfrastructure

@Suite("GenreMapper")
struct GenreMapperTests {
    let mapper = GenreMapper()

    @Test("a genre and its row map both ways, id and name")
    func bothWays() {
        let genre = Genre(id: 10765, name: "Sci-Fi & Fantasy")

        #expect(mapper.map(genre) == GenresGenreEntity(genreID: 10765, name: "Sci-Fi & Fantasy"))
        #expect(mapper.map(mapper.map(genre)) == genre)
    }
}
