import Foundation
import TerminalLayout
import Testing
import WatchlistApplication
import WatchlistDomain

@testable import PopcornCLI

@Suite("StreamableWatchlistRenderer")
struct StreamableWatchlistRendererTests {
    let renderer = StreamableWatchlistRenderer(style: .plain, width: 80)

    static let fightClub = StreamableWatchlistEntryDetails(
        entry: WatchlistRendererTests.fightClub,
        services: [
            WatchlistStreamingServiceDetails(id: 8, name: "Netflix", offer: .subscription),
            WatchlistStreamingServiceDetails(id: 15, name: "Hulu", offer: .subscription),
            WatchlistStreamingServiceDetails(id: 73, name: "Tubi TV", offer: .ads),
        ])
    static let breakingBad = StreamableWatchlistEntryDetails(
        entry: WatchlistRendererTests.breakingBad,
        services: [WatchlistStreamingServiceDetails(id: 8, name: "Netflix", offer: .free)])

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The heading names the region and the count; each row has its services below, then its note")
    func whole() {
        let text = renderer.render(
            StreamableWatchlistDetails(region: "US", watchlistCount: 3, results: [Self.breakingBad, Self.fightClub]),
            kind: nil)

        #expect(
            lines(text) == [
                "Streamable in US now: 2 of 3 titles",
                "",
                "  tv     Breaking Bad (2008)    -  added 2026-11-21  watched  popcorn tv 1396",
                "         Free: Netflix",
                "  movie  Fight Club (1999)    8.4  added 2026-11-20           popcorn movie 550",
                "         Stream: Netflix, Hulu · With ads: Tubi TV",
                "         with Sam, on Friday",
                "",
                "Services from JustWatch, through TMDb; other regions: --region XX.",
                "Every offer of one: popcorn <movie|tv> watch <id>",
                "",
            ])
    }

    @Test("The services asked for, and the kind, are named in the heading")
    func providersAndKind() {
        let one = renderer.render(
            StreamableWatchlistDetails(
                region: "GB", providers: ["Netflix"], watchlistCount: 2, results: [Self.fightClub]),
            kind: .movie)
        let two = renderer.render(
            StreamableWatchlistDetails(
                region: "US", providers: ["Netflix", "Hulu", "Tubi TV"], watchlistCount: 1,
                results: [Self.breakingBad]),
            kind: .tvSeries)

        #expect(lines(one).first == "Streamable on Netflix in GB now: 1 of 2 movies")
        #expect(lines(two).first == "Streamable on Netflix, Hulu or Tubi TV in US now: 1 of 1 series")
    }

    @Test("Nothing streaming is one line saying none of the titles does, naming the services and the region")
    func noneStreams() {
        let none = renderer.render(StreamableWatchlistDetails(region: "US", watchlistCount: 12, results: []), kind: nil)
        let noneOn = renderer.render(
            StreamableWatchlistDetails(region: "DE", providers: ["Mubi"], watchlistCount: 3, results: []), kind: .movie)
        let one = renderer.render(StreamableWatchlistDetails(region: "US", watchlistCount: 1, results: []), kind: nil)

        #expect(none == "None of your 12 titles stream in US now.\n")
        #expect(noneOn == "None of your 3 movies stream on Mubi in DE now.\n")
        #expect(one == "Your one title does not stream in US now.\n")
    }

    @Test("An empty watchlist says how to add a title, as the list does")
    func emptyWatchlist() {
        let text = renderer.render(
            StreamableWatchlistDetails(region: "US", watchlistCount: 0, results: []), kind: .tvSeries)

        #expect(
            text == WatchlistRenderer(style: .plain, width: 80).render(WatchlistDetails(results: []), kind: .tvSeries))
    }

    @Test("On a narrow terminal each kind of offer goes on its own line, wrapped under the title")
    func narrow() throws {
        let text = StreamableWatchlistRenderer(style: .plain, width: 40).render(
            StreamableWatchlistDetails(region: "US", watchlistCount: 1, results: [Self.fightClub]), kind: nil)

        let rows = lines(text)
        let row = try #require(rows.firstIndex { $0.contains("popcorn movie 550") })
        #expect(
            Array(rows[(row + 1)...(row + 3)]) == [
                "         Stream: Netflix, Hulu", "         With ads: Tubi TV", "         with Sam, on Friday",
            ])
        #expect(rows.filter { $0.hasPrefix("  ") }.allSatisfy { $0.displayWidth <= 40 })
    }

    @Test("A service's name is shown on one line, its control characters made harmless")
    func hostileName() {
        let hostile = StreamableWatchlistEntryDetails(
            entry: WatchlistRendererTests.fightClub,
            services: [WatchlistStreamingServiceDetails(id: 1, name: "Evil\nTV\u{1B}[2J", offer: .subscription)])

        let text = renderer.render(
            StreamableWatchlistDetails(region: "US", watchlistCount: 1, results: [hostile]), kind: nil)

        #expect(lines(text).contains("         Stream: Evil TV\u{FFFD}[2J"))
        #expect(!text.contains("\u{1B}"))
    }
}
