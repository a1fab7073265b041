import Testing

@testable import PopcornCLI

@Suite("FailureSubject")
struct FailureSubjectTests {
    @Test("A page of a subject names the page once: a list's and a search's phrase has it already")
    func pagePhrase() {
        #expect(FailureSubject.list(name: "popular movies", page: 3).phrase(onPage: 3) == "page 3 of popular movies")
        #expect(
            FailureSubject.search(query: "x", page: 2).phrase(onPage: 2) == "page 2 of the search results for \"x\"")
        #expect(
            FailureSubject.moviePart(id: 550, name: "reviews").phrase(onPage: 5) == "page 5 of the reviews of movie 550"
        )
    }

    @Test("Subjects read naturally in a sentence")
    func phrases() {
        #expect(FailureSubject.movie(id: 550).phrase == "movie 550")
        #expect(FailureSubject.movieCredits(id: 550).phrase == "movie 550")
        #expect(FailureSubject.moviePart(id: 550, name: "watch providers").phrase == "the watch providers of movie 550")
        #expect(FailureSubject.tvSeries(id: 1396).phrase == "tv series 1396")
        #expect(FailureSubject.tvSeriesPart(id: 1396, name: "images").phrase == "the images of tv series 1396")
        #expect(FailureSubject.tvSeason(tvSeriesID: 1396, seasonNumber: 9).phrase == "season 9 of tv series 1396")
        #expect(
            FailureSubject.tvEpisode(tvSeriesID: 1396, seasonNumber: 1, episodeNumber: 99).phrase
                == "episode 99 of season 1 of tv series 1396")
        #expect(FailureSubject.list(name: "popular movies", page: 3).phrase == "page 3 of popular movies")
        #expect(FailureSubject.search(query: "fight", page: 1).phrase == "page 1 of the search results for \"fight\"")
        #expect(FailureSubject.genres(noun: "movie").phrase == "the movie genre list")
        #expect(FailureSubject.genres(noun: "series").phrase == "the series genre list")
    }
}
