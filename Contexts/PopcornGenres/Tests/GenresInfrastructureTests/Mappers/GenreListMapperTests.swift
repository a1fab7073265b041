import CoreDomain
import CoreDomainTestHelpers
import Foundation
import GenresDomain
import Testing

@testable import GenresInfrastructure

@Suite("GenreListMapper")
struct GenreListMapperTests {
    let mapper = GenreListMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("a list becomes a row keyed by its kind, with one genre row each, in order")
    func create() {
        let entity = mapper.map(Genre.mockTVGenres(), mediaType: .tv, language: "en-US", cachedAt: cachedAt)

        #expect(
            entity
                == GenresGenreListEntity(
                    mediaType: "tv", language: "en-US", cachedAt: cachedAt,
                    genres: [
                        GenresGenreEntity(genreID: 10759, name: "Action & Adventure"),
                        GenresGenreEntity(genreID: 18, name: "Drama"),
                        GenresGenreEntity(genreID: 10765, name: "Sci-Fi & Fantasy"),
                    ]))
    }

    @Test("a row reads back as the list it stores; a row read without its genres as an empty list")
    func read() {
        let entity = mapper.map(Genre.mockMovieGenres(), mediaType: .movie, language: "en-US", cachedAt: cachedAt)

        #expect(mapper.map(entity) == Genre.mockMovieGenres())
        #expect(mapper.map(GenresGenreListEntity(mediaType: "movie", language: "en-US", cachedAt: cachedAt)) == [])
    }

    @Test("updating in place replaces the genres and the language and refreshes cachedAt, keeping the kind")
    func update() {
        var entity = mapper.map(Genre.mockMovieGenres(), mediaType: .movie, language: "en-US", cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(3600)

        mapper.map(Genre.mockFrenchMovieGenres(), to: &entity, language: "fr-FR", cachedAt: later)

        #expect(entity.mediaType == "movie")
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == later)
        #expect(mapper.map(entity) == Genre.mockFrenchMovieGenres())
    }
}
