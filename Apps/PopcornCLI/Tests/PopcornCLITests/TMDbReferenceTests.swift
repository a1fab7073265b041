import Testing

@testable import PopcornCLI

@Suite("TMDbReference")
struct TMDbReferenceTests {
    @Test("A positive number is an id of no particular kind", arguments: ["550", " 550 ", "007"])
    func bareID(text: String) throws {
        let reference = try TMDbReference.parse(text)
        #expect(reference.id == Int(text.trimmingCharacters(in: .whitespaces)))
        #expect(reference.kind == nil)
    }

    @Test(
        "Every form of themoviedb.org movie URL gives the id",
        arguments: [
            "https://www.themoviedb.org/movie/550-fight-club",
            "http://www.themoviedb.org/movie/550-fight-club",
            "https://themoviedb.org/movie/550",
            "www.themoviedb.org/movie/550-fight-club",
            "themoviedb.org/movie/550-fight-club",
            "HTTPS://WWW.THEMOVIEDB.ORG/movie/550-fight-club",
            "https://www.themoviedb.org/movie/550-fight-club?language=de-DE",
            "https://www.themoviedb.org/movie/550-fight-club#cast",
            "https://www.themoviedb.org/movie/550-fight-club?language=de#cast",
            "https://www.themoviedb.org/de/movie/550",
            "https://www.themoviedb.org/pt-BR/movie/550-clube-da-luta",
            "https://www.themoviedb.org/movie/550-fight-club/cast",
            "https://www.themoviedb.org/movie/550/",
        ])
    func movieURL(text: String) throws {
        let reference = try TMDbReference.parse(text)
        #expect(reference == TMDbReference(kind: .movie, id: 550))
        #expect(try reference.id(for: .movie) == 550)
    }

    @Test("TV and person URLs are recognised")
    func otherKinds() throws {
        #expect(
            try TMDbReference.parse("https://www.themoviedb.org/tv/1399-game-of-thrones")
                == TMDbReference(kind: .tv, id: 1399))
        #expect(try TMDbReference.parse("themoviedb.org/person/287-brad-pitt") == TMDbReference(kind: .person, id: 287))
    }

    @Test("A TV URL given to a movie command says which command to use")
    func wrongKind() throws {
        let reference = try TMDbReference.parse("https://www.themoviedb.org/tv/1399-game-of-thrones")
        let error = #expect(throws: ReferenceError.self) { try reference.id(for: .movie) }
        #expect(error?.description.contains("popcorn tv 1399") == true)
    }

    @Test("A person URL given to a movie command names the person command")
    func personToMovie() throws {
        let reference = try TMDbReference.parse("https://www.themoviedb.org/person/287-brad-pitt")
        let error = #expect(throws: ReferenceError.self) { try reference.id(for: .movie) }
        #expect(error?.description.contains("popcorn person 287") == true)
    }

    @Test(
        "TV URLs keep the season and episode they go on to",
        arguments: [
            ("https://www.themoviedb.org/tv/1396-breaking-bad", nil, nil),
            ("https://www.themoviedb.org/tv/1396-breaking-bad/cast", nil, nil),
            ("https://www.themoviedb.org/tv/1396-breaking-bad/season/2", 2, nil),
            ("https://www.themoviedb.org/tv/1396/season/0", 0, nil),
            ("themoviedb.org/de/tv/1396/season/1/episode/3?language=de", 1, 3),
            ("https://www.themoviedb.org/tv/1396/season/01/episode/03/", 1, 3),
            ("https://www.themoviedb.org/tv/1396/season/1/episodes", 1, nil),
        ] as [(String, Int?, Int?)])
    func tvSeasonAndEpisode(text: String, season: Int?, episode: Int?) throws {
        let reference = try TMDbReference.parse(text)
        #expect(reference == TMDbReference(kind: .tv, id: 1396, seasonNumber: season, episodeNumber: episode))
        #expect(try reference.id(for: .tv) == 1396)
    }

    @Test("Season paths mean nothing in a movie URL")
    func movieSeasonPath() throws {
        let reference = try TMDbReference.parse("https://www.themoviedb.org/movie/550/season/1")
        #expect(reference == TMDbReference(kind: .movie, id: 550))
    }

    @Test("A movie URL given to a TV command names the movie command")
    func movieToTV() throws {
        let reference = try TMDbReference.parse("https://www.themoviedb.org/movie/550-fight-club")
        let error = #expect(throws: ReferenceError.self) { try reference.id(for: .tv) }
        #expect(error?.description.contains("popcorn movie 550") == true)
    }

    @Test("Rejections give examples of the kind the command wants")
    func examples() {
        let tv = #expect(throws: ReferenceError.self) { try TMDbReference.parse("abc", expecting: .tv) }
        #expect(tv?.description.contains("1396") == true)
        #expect(tv?.description.contains("https://www.themoviedb.org/tv/1396-breaking-bad") == true)
        let movie = #expect(throws: ReferenceError.self) { try TMDbReference.parse("0") }
        #expect(movie?.description.contains("550") == true)
    }

    @Test(
        "Broken season and episode URLs are rejected",
        arguments: [
            "https://www.themoviedb.org/tv/1396/season",
            "https://www.themoviedb.org/tv/1396/season/",
            "https://www.themoviedb.org/tv/1396/season/two",
            "https://www.themoviedb.org/tv/1396/season/-1",
            "https://www.themoviedb.org/tv/1396/season/1/episode",
            "https://www.themoviedb.org/tv/1396/season/1/episode/0",
            "https://www.themoviedb.org/tv/1396/season/1/episode/3x",
        ])
    func brokenSeasonURL(text: String) {
        #expect(throws: ReferenceError.self) { try TMDbReference.parse(text) }
    }

    @Test(
        "Bad references are rejected",
        arguments: [
            "", "abc", "0", "000", "-5", "5.5", "550abc", "99999999999999999999999",
            "https://www.imdb.com/title/tt0137523/", "https://www.themoviedb.org/movie/",
            "https://www.themoviedb.org/movie/fight-club", "https://www.themoviedb.org/movie/0-nothing",
            "https://www.themoviedb.org/collection/86311", "https://www.themoviedb.org/",
            "https://www.themoviedb.org.evil.com/movie/550", "ftp://www.themoviedb.org/movie/550",
        ])
    func invalid(text: String) {
        #expect(throws: ReferenceError.self) { try TMDbReference.parse(text) }
    }
}
