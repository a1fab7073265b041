import GenresDomain
import Testing

@testable import GenresInfrastructure

@Suite("GenreCacheKey")
struct GenreCacheKeyTests {
    @Test("each kind's list has its own key, without the language")
    func keys() {
        #expect(GenreCacheKey.list(.movie) == "genres:movie")
        #expect(GenreCacheKey.list(.tv) == "genres:tv")
    }
}
