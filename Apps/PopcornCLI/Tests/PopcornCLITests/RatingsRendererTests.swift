import Foundation
import Testing
import TrackingApplication
import TrackingDomain

@testable import PopcornCLI

@Suite("RatingsRenderer")
struct RatingsRendererTests {
    @Test(
        "no ratings says what it has none of and how to rate",
        arguments: [
            (TrackedKind?.none, "You have no ratings yet."), (.movie, "You have no movie ratings yet."),
            (.tv, "You have no series ratings yet."), (.episode, "You have no episode ratings yet."),
        ])
    func empty(kind: TrackedKind?, opening: String) {
        let text = RatingsRenderer(style: .plain, width: 80).render([], kind: kind)
        #expect(text == opening + " Rate a title with popcorn rate movie 550 8.5.\n")
    }

    @Test("a rating row shows the value as typed, the kind, the title and its command")
    func row() {
        let rating = RatingDetails(
            item: TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"), rating: 10,
            ratedAt: Date(timeIntervalSince1970: 0))
        let text = RatingsRenderer(style: .plain, width: 80).render([rating], kind: nil)
        #expect(
            text == """
                Your ratings — 1 title

                    10  movie    Fight Club  popcorn movie 550

                """)
    }
}
