import GenresDomain
import TMDbKit
import Testing

@testable import GenresAdapters

@Suite("GenreMediaTypeMapper")
struct GenreMediaTypeMapperTests {
    @Test("each kind maps to TMDb's list of that kind")
    func kinds() {
        #expect(GenreMediaType.allCases.map(GenreMediaTypeMapper().map) == [.movie, .tv])
    }
}
