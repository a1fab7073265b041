import CoreApplication
import Testing

@testable import PopcornCLI

@Suite("WatchOffersRenderer")
struct WatchOffersRendererTests {
    let renderer = WatchOffersRenderer(style: .plain, width: 80)

    @Test("Every kind of offer in the region has its line, then TMDb's page of them")
    func offers() {
        let text = renderer.render(
            .mock(buy: ["Apple TV", "Google Play Movies"], ads: ["Tubi"]), title: "Fight Club (1999)",
            detailsCommand: "popcorn movie 550")
        #expect(text.hasPrefix("Where to watch Fight Club (1999) in US\n\n"))
        #expect(text.contains("  Stream    Netflix, Hulu\n"))
        #expect(text.contains("  With ads  Tubi\n"))
        #expect(text.contains("  Rent      Apple TV\n"))
        #expect(text.contains("  Buy       Apple TV, Google Play Movies\n"))
        #expect(text.contains("All offers: https://www.themoviedb.org/movie/550-fight-club/watch?locale=US\n"))
        #expect(text.contains("JustWatch"))
        #expect(text.hasSuffix("Details: popcorn movie 550\n"))
    }

    @Test("A region without offers says so, without a link when TMDb gives none")
    func noOffers() {
        let text = renderer.render(
            .mock(countryCode: "GB", link: nil, flatRate: [], rent: []), title: "Fight Club (1999)",
            detailsCommand: "popcorn movie 550")
        #expect(text.contains("No offers in GB.\n"))
        #expect(!text.contains("All offers"))
    }
}
