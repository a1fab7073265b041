import CoreDomain
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("GenreMapper")
struct GenreMapperTests {
    @Test("a genre keeps TMDb's id and name")
    func mapsGenre() {
        #expect(GenreMapper().map(GenreDTO(id: 18, name: "Drama")) == Genre(id: 18, name: "Drama"))
    }
}
