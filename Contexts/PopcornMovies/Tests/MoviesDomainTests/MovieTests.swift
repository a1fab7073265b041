import MoviesDomain
import Testing

@Suite("Movie")
struct MovieTests {
    @Test("only the id and title are required; every other field defaults to nil")
    func optionalFieldsDefaultToNil() {
        let movie = Movie(id: 1, title: "A")
        #expect(movie.tagline == nil)
        #expect(movie.genres == nil)
        #expect(movie.releaseDate == nil)
        #expect(movie.status == nil)
        #expect(movie.belongsToCollection == nil)
        #expect(movie.isAdultOnly == nil)
    }

    @Test("two movies with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(Movie(id: 1, title: "A", runtime: 90) == Movie(id: 1, title: "A", runtime: 90))
        #expect(Movie(id: 1, title: "A", runtime: 90) != Movie(id: 1, title: "A", runtime: 91))
    }
}
