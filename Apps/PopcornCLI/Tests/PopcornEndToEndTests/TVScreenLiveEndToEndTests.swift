import Foundation
import Testing

/// A series' details screen and its parts against live-TMDb semantics, served by a loopback server
/// that answers `append_to_response` as TMDb does: one request per cold screen (a season or an
/// episode is the series with the season appended), each part written to its own entry (so `tv
/// credits`, `images`, `watch` and `recommendations` ask for nothing after the screen), the
/// reader's region choosing the certification and offers.
@Suite("TV screens against live TMDb over loopback, end to end")
struct TVScreenLiveEndToEndTests {
    static let apiKey = "k3y-TV-SCREEN-NEVER-LEAKS-1396"
    static let series = String(TMDbTVFixtures.seriesID)
    static let screenParts = "credits,content_ratings,images,recommendations,watch/providers,videos,keywords"

    /// The fixture series with any of its parts appended, its further pages, and the configuration.
    static let tmdb: LoopbackTMDbServer.Router = { request in
        switch (request.path, request.query["page"]) {
        case ("/3/configuration", _): .json(TMDbFixtures.configuration)
        case ("/3/tv/1396", _):
            .json(AppendedTMDbBody.body(TMDbTVFixtures.seriesDetails, parts: TMDbTVScreenFixtures.parts, for: request))
        case ("/3/tv/1396/recommendations", "2"): .json(TMDbTVScreenFixtures.recommendationsPage2)
        default: .notFound
        }
    }

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: Self.tmdb)
    }

    /// Runs popcorn against the loopback server with an API key, which no output may show.
    func run(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await runner.run(
            arguments, environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL])
        #expect(!run.stdout.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)")
        return run
    }

    /// The requests since `mark`, keeping the query items that say what was asked for.
    func expectCalls(_ expected: [TMDbCall], since mark: Int, sourceLocation: SourceLocation = #_sourceLocation)
        -> Int
    {
        server.expectCalls(
            expected, since: mark, keeping: ["append_to_response", "include_image_language", "page"],
            sourceLocation: sourceLocation)
    }

    @Test("A cold screen is one series request with every part, and shows certification, logo, offers and more")
    func coldScreen() async throws {
        let run = try await run(["tv", Self.series])

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        _ = expectCalls(
            [
                TMDbCall("/configuration"),
                TMDbCall("/tv/1396", ["append_to_response": Self.screenParts, "include_image_language": "en,null"]),
            ], since: 0)
        for line in [
            "  Rated            TV-14 (US)",
            "  Watch            Stream: Netflix · Buy: Apple TV",
            "  Logo             https://image.tmdb.org/t/p/w500/hour-logo-en.png",
            "  Trailer          https://www.youtube.com/watch?v=tvTeaser77",
            "  Keywords         packet loss",
        ] {
            #expect(run.stdoutLines.contains(line), "missing \(line): \(run)")
        }
        #expect(run.stdoutLines.contains { $0.contains("Lo Calhost") && $0.contains("id 9201") }, "\(run)")
        let section = try #require(run.stdoutLines.firstIndex(of: "You may also like"), "\(run)")
        #expect(run.stdoutLines[section + 1] == "  Packet Radio (2015)     popcorn tv 7301", "\(run)")
        #expect(run.stdoutLines[section + 5] == "  Loopback Nights (2012)  popcorn tv 7305", "\(run)")
        #expect(run.stdoutLines[section + 6] == "  More: popcorn tv recommendations 1396", "\(run)")
        #expect(!run.stdout.contains("Backoff"), "\(run)")
    }

    @Test("Right after the screen, videos ask for nothing; a teaser stands in for a missing trailer")
    func videosAfterTheScreen() async throws {
        #expect(try await run(["tv", Self.series]).status == 0)
        let mark = server.requests.count

        let videos = try await run(["tv", "videos", Self.series])

        _ = expectCalls([], since: mark)
        #expect(videos.status == 0, "\(videos)")
        #expect(videos.stdoutLines.contains("  Teaser  en  2020-01-02  YouTube  Season 1 Teaser"), "\(videos)")
        #expect(videos.stdoutLines.contains("    https://www.youtube.com/watch?v=tvTeaser77"), "\(videos)")
        #expect(videos.stdoutLines.last == "Details: popcorn tv 1396", "\(videos)")
    }

    @Test("Right after the screen, credits, images, watch and recommendations ask for nothing")
    func partsAfterTheScreen() async throws {
        #expect(try await run(["tv", Self.series]).status == 0)
        let mark = server.requests.count

        let credits = try await run(["tv", "credits", Self.series])
        let images = try await run(["tv", "images", Self.series])
        let watch = try await run(["tv", "watch", Self.series])
        let recommendations = try await run(["tv", "recommendations", Self.series])

        _ = expectCalls([], since: mark)
        #expect(credits.status == 0, "\(credits)")
        #expect(credits.stdoutLines.first == "The Loopback Hour (2019–2021) — cast and crew", "\(credits)")
        #expect(images.status == 0 && images.stdoutLines.first == "Images of The Loopback Hour (2019–2021)")
        #expect(images.stdoutLines.contains("1 poster, 2 logos"), "\(images)")
        #expect(images.stdout.contains("Details: popcorn tv 1396"), "\(images)")
        #expect(watch.status == 0, "\(watch)")
        #expect(watch.stdoutLines.first == "Where to watch The Loopback Hour (2019–2021) in US", "\(watch)")
        #expect(watch.stdoutLines.contains("  Stream  Netflix"), "\(watch)")
        #expect(watch.stdoutLines.contains("  Buy     Apple TV"), "\(watch)")
        #expect(recommendations.status == 0, "\(recommendations)")
        // At 80 columns the heading's page numbers go on a line of their own.
        #expect(
            Array(recommendations.stdoutLines.prefix(2)) == [
                "Recommended if you liked The Loopback Hour (2019–2021)", "— page 1 of 2 (23 results)",
            ], "\(recommendations)")
        #expect(recommendations.stdout.contains("Next page: popcorn tv recommendations 1396 --page 2"))
    }

    @Test("A cold part is one request appending only it, which also caches the details for the title")
    func coldParts() async throws {
        let credits = try await run(["tv", "credits", Self.series, "--aggregate"])
        let similar = try await run(["tv", "similar", Self.series])
        let images = try await run(["tv", "images", Self.series, "--kind", "logo"])

        _ = expectCalls(
            [
                TMDbCall("/configuration"), TMDbCall("/tv/1396", ["append_to_response": "aggregate_credits"]),
                TMDbCall("/tv/1396", ["append_to_response": "similar"]),
                TMDbCall("/tv/1396", ["append_to_response": "images", "include_image_language": "en,null"]),
            ], since: 0)
        // The fixture has no aggregate credits: TMDb "sent" none, said in one line.
        #expect(credits.status == 66, "\(credits)")
        #expect(similar.stdoutLines.first == "Series similar to The Loopback Hour (2019–2021) — page 1 of 1 (1 result)")
        #expect(similar.stdoutLines.contains { $0.contains("7401") && $0.contains("The Echo Show") }, "\(similar)")
        #expect(images.stdoutLines.contains("2 logos"), "\(images)")
        #expect(!images.stdout.contains("poster"), "\(images)")
    }

    @Test("A further page of recommendations is its own list request (and, cold, the title's), cached like any page")
    func furtherPage() async throws {
        let first = try await run(["tv", "recommendations", Self.series, "--page", "2"])
        let mark = expectCalls(
            [
                TMDbCall("/configuration"), TMDbCall("/tv/1396/recommendations", ["page": "2"]),
                TMDbCall("/tv/1396"),
            ], since: 0)
        let again = try await run(["tv", "recommendations", Self.series, "--page", "2", "--json"])

        _ = expectCalls([], since: mark)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdoutLines.contains { $0.contains("7321") && $0.contains("Last Hop") }, "\(first)")
        let page = try JSONDocument.object(again.stdout)
        #expect(page["page"] as? Int == 2 && page["totalPages"] as? Int == 2 && page["totalResults"] as? Int == 23)
        #expect(JSONDocument.resultIDs(page) == [7321])
    }

    @Test("Another region picks its own rating and offers from the cache, and says when it has none")
    func regions() async throws {
        #expect(try await run(["tv", Self.series]).status == 0)
        let mark = server.requests.count

        let germany = try await run(["tv", Self.series, "--region", "DE"])
        let france = try await run(["tv", Self.series, "--region", "FR"])
        let britishWatch = try await run(["tv", "watch", Self.series, "--region", "gb"])

        _ = expectCalls([], since: mark)
        #expect(germany.stdoutLines.contains("  Rated            12 (DE)"), "\(germany)")
        #expect(germany.stdoutLines.contains("  Watch            With ads: Freevee"), "\(germany)")
        #expect(!france.stdout.contains("Rated"), "\(france)")
        #expect(france.stdoutLines.contains("  Watch            No offers in FR"), "\(france)")
        #expect(britishWatch.status == 0 && britishWatch.stdout.contains("No offers in GB."), "\(britishWatch)")
    }

    @Test("--json carries every part of the screen for the region")
    func json() async throws {
        let run = try await run(["tv", Self.series, "--json", "--region", "de"])

        #expect(run.status == 0, "\(run)")
        let series = try JSONDocument.object(run.stdout)
        #expect(series["region"] as? String == "DE")
        #expect(series["certification"] as? String == "12")
        #expect(series["isOnWatchlist"] as? Bool == false)
        let logo = try #require(series["logoURLSet"] as? [String: Any])
        #expect(logo["path"] as? String == "/hour-logo-en.png")
        #expect(logo["detail"] as? String == "https://image.tmdb.org/t/p/w500/hour-logo-en.png")
        let offers = try #require(series["watchProviders"] as? [String: Any])
        #expect(offers["countryCode"] as? String == "DE")
        #expect((offers["ads"] as? [[String: Any]])?.first?["name"] as? String == "Freevee")
        let recommendations = try #require(series["recommendations"] as? [String: Any])
        #expect(JSONDocument.resultIDs(recommendations) == [7301, 7302, 7303, 7304, 7305, 7306])
    }

    @Test("A season and then an episode of it are one request for both: the series with the season appended")
    func seasonThenEpisode() async throws {
        let season = try await run(["tv", "season", Self.series, "1"])
        let episode = try await run(["tv", "episode", Self.series, "S01E02"])

        _ = expectCalls(
            [TMDbCall("/configuration"), TMDbCall("/tv/1396", ["append_to_response": "season/1"])], since: 0)
        #expect(season.status == 0 && season.stdoutLines.first == "The Loopback Hour — Season 1 (2019)", "\(season)")
        #expect(episode.status == 0, "\(episode)")
        #expect(episode.stdoutLines.first == "The Loopback Hour — S01E02 \"Port Forwarding\"", "\(episode)")
    }
}
