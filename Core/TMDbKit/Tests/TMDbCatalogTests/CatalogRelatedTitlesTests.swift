import TMDbKit
import Testing

@testable import TMDbCatalog

@Suite struct CatalogRelatedTitlesTests {
    private func movie(_ id: Int, _ genres: [Int], popularity: Double? = nil) -> MovieDetailsDTO {
        MovieDetailsDTO(
            genres: genres.map { GenreDTO(id: $0, name: "Genre \($0)") }, id: id, popularity: popularity,
            title: "Movie \(id)")
    }

    @Test func putsTheTitlesSharingTheMostGenresFirst() {
        let title = movie(1, [18, 53, 80])
        let candidates = [movie(2, [18], popularity: 90), movie(3, [18, 53, 80], popularity: 1), movie(4, [53, 80])]

        #expect(CatalogRelatedTitles.ranked(candidates, relatedTo: title).map(\.id) == [3, 4, 2])
    }

    @Test func breaksTiesByPopularityThenByID() {
        let title = movie(1, [18])
        let candidates = [
            movie(5, [18], popularity: 10), movie(3, [18], popularity: 10), movie(4, [18], popularity: 20),
            movie(2, [18]),
        ]

        #expect(CatalogRelatedTitles.ranked(candidates, relatedTo: title).map(\.id) == [4, 3, 5, 2])
    }

    @Test func neverRelatesATitleToItselfNorToTitlesWithNoGenreInCommon() {
        let title = movie(1, [18])
        let candidates = [movie(1, [18], popularity: 99), movie(2, [35]), movie(3, []), movie(4, [18])]

        #expect(CatalogRelatedTitles.ranked(candidates, relatedTo: title).map(\.id) == [4])
    }

    @Test func relatesNothingToATitleWithoutGenres() {
        #expect(CatalogRelatedTitles.ranked([movie(2, [18])], relatedTo: movie(1, [])).isEmpty)
    }

    @Test func ranksSeriesTheSameWay() {
        let series = { (id: Int, genres: [Int], popularity: Double) in
            TVSeriesDetailsDTO(
                genres: genres.map { GenreDTO(id: $0, name: "Genre \($0)") }, id: id, name: "Series \(id)",
                popularity: popularity)
        }

        let ranked = CatalogRelatedTitles.ranked(
            [series(2, [18], 50), series(3, [18, 80], 1), series(4, [35], 99)], relatedTo: series(1, [18, 80], 0))

        #expect(ranked.map(\.id) == [3, 2])
    }
}
