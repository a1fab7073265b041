import CoreDomain
import CoreDomainTestHelpers
import MoviesDomain
import MoviesTestHelpers
import Testing

@Suite("MovieBundle")
struct MovieBundleTests {
    @Test("merging takes the fetched movie and fetched parts, and keeps the cached other parts")
    func merging() {
        let cached = MovieBundle.mock(movie: Movie(id: 550, title: "Cached"))
        let fetched = MovieBundle(
            movie: Movie(id: 550, title: "Fetched"),
            images: .mock(logos: []),
            watchProviders: []
        )

        let merged = cached.merging(fetched, fetchedParts: [.images, .watchProviders])

        #expect(merged.movie.title == "Fetched")
        #expect(merged.images == .mock(logos: []))
        #expect(merged.watchProviders == [])
        #expect(merged.credits == cached.credits)
        #expect(merged.recommendations == cached.recommendations)
        #expect(merged.releaseDates == cached.releaseDates)
    }

    @Test("a part fetched but not answered is unanswered, and a part answered again is no longer")
    func unansweredParts() {
        let cached = MovieBundle.mock(watchProviders: nil, unansweredParts: [.watchProviders])
        let fetched = MovieBundle(
            movie: Movie(id: 550, title: "Fight Club"),
            watchProviders: [.mock()],
            unansweredParts: [.images]
        )

        let merged = cached.merging(fetched, fetchedParts: [.images, .watchProviders])

        #expect(merged.images == nil)
        #expect(merged.watchProviders == [.mock()])
        #expect(merged.unansweredParts == [.images])
        #expect(cached.merging(fetched, fetchedParts: [.credits]).unansweredParts == [.watchProviders])
    }

    @Test("the details screen shows every part but similar titles")
    func detailsScreen() {
        #expect(
            MoviePart.detailsScreen == [
                .credits, .releaseDates, .images, .recommendations, .watchProviders, .videos, .keywords,
            ])
    }

    @Test("the answered parts are those the bundle holds a value of, empty ones included")
    func answeredParts() {
        #expect(MovieBundle(movie: Movie(id: 550, title: "Fight Club")).answeredParts.isEmpty)
        #expect(
            MovieBundle(
                movie: Movie(id: 550, title: "Fight Club"), credits: Credits(id: 550, cast: [], crew: []),
                watchProviders: []
            )
            .answeredParts == [.credits, .watchProviders])
    }
}
