import Foundation
import Testing

/// A movie's details screen and its parts against live-TMDb semantics, served by a loopback server
/// that answers `append_to_response` as TMDb does: one request per cold screen, each part written to
/// its own entry (so `movie credits`, `images`, `watch` and `recommendations` ask for nothing after
/// the screen), the reader's region choosing the certification and offers.
@Suite("Movie screens against live TMDb over loopback, end to end")
struct MovieScreenLiveEndToEndTests {
    static let apiKey = "k3y-MOVIE-SCREEN-NEVER-LEAKS-4242"
    static let movie = String(TMDbFixtures.movieID)
    static let screenParts = "credits,release_dates,images,recommendations,watch/providers,videos,keywords"

    /// The fixture movie with any of its parts appended, its further pages, and the configuration.
    static let tmdb: LoopbackTMDbServer.Router = { request in
        switch (request.path, request.query["page"]) {
        case ("/3/configuration", _): .json(TMDbFixtures.configuration)
        case ("/3/movie/4242", _):
            .json(AppendedTMDbBody.body(TMDbFixtures.movieDetails, parts: TMDbMovieScreenFixtures.parts, for: request))
        case ("/3/movie/4242/recommendations", "2"): .json(TMDbMovieScreenFixtures.recommendationsPage2)
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
            expected, since: mark,
            keeping: ["append_to_response", "include_image_language", "include_video_language", "page"],
            sourceLocation: sourceLocation)
    }

    @Test("A cold screen is one movie request with every part, and shows certification, logo, offers and more")
    func coldScreen() async throws {
        let run = try await run(["movie", Self.movie])

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        _ = expectCalls(
            [
                TMDbCall("/configuration"),
                TMDbCall(
                    "/movie/4242",
                    [
                        "append_to_response": Self.screenParts, "include_image_language": "en,null",
                        "include_video_language": "en",
                    ]),
            ], since: 0)
        for line in [
            "  Rated           R (US)",
            "  Trailer         https://www.youtube.com/watch?v=loopTrail42",
            "  Keywords        network socket, loopback",
            "  Watch           Stream: Netflix, Hulu · Rent: Apple TV",
            "  Logo            https://image.tmdb.org/t/p/w500/loopback-logo-en.png",
        ] {
            #expect(run.stdoutLines.contains(line), "missing \(line): \(run)")
        }
        #expect(run.stdout.contains("Directed by Dee Rector"), "\(run)")
        let section = try #require(run.stdoutLines.firstIndex(of: "You may also like"), "\(run)")
        #expect(run.stdoutLines[section + 1] == "  Socket Story (1999)   popcorn movie 4301", "\(run)")
        #expect(run.stdoutLines[section + 5] == "  Keep-Alive (2012)     popcorn movie 4305", "\(run)")
        #expect(run.stdoutLines[section + 6] == "  More: popcorn movie recommendations 4242", "\(run)")
        #expect(!run.stdout.contains("Timeout"), "\(run)")
    }

    @Test("Right after the screen, credits, images, watch and recommendations ask for nothing")
    func partsAfterTheScreen() async throws {
        #expect(try await run(["movie", Self.movie]).status == 0)
        let mark = server.requests.count

        let credits = try await run(["movie", "credits", Self.movie])
        let images = try await run(["movie", "images", Self.movie])
        let watch = try await run(["movie", "watch", Self.movie])
        let recommendations = try await run(["movie", "recommendations", Self.movie])

        _ = expectCalls([], since: mark)
        #expect(credits.status == 0 && credits.stdoutLines.first == "The Loopback (2001) — cast and crew", "\(credits)")
        #expect(credits.stdoutLines.contains { $0.contains("Ada Socket") && $0.contains("id 9001") }, "\(credits)")
        #expect(images.status == 0, "\(images)")
        #expect(images.stdoutLines.first == "Images of The Loopback (2001)", "\(images)")
        #expect(images.stdoutLines.contains("1 poster, 2 logos, 1 backdrop"), "\(images)")
        #expect(
            zip(images.stdoutLines, images.stdoutLines.dropFirst()).contains {
                $0.hasPrefix("  logo      en    800×200")
                    && $1 == "    https://image.tmdb.org/t/p/original/loopback-logo-en.png"
            }, "\(images)")
        #expect(watch.status == 0 && watch.stdoutLines.first == "Where to watch The Loopback (2001) in US", "\(watch)")
        #expect(watch.stdoutLines.contains("  Stream  Netflix, Hulu"), "\(watch)")
        #expect(watch.stdoutLines.contains("  Rent    Apple TV"), "\(watch)")
        #expect(
            watch.stdout.contains("All offers: https://www.themoviedb.org/movie/4242-the-loopback/watch?locale=US"),
            "\(watch)")
        #expect(recommendations.status == 0, "\(recommendations)")
        #expect(
            recommendations.stdoutLines.first
                == "Recommended if you liked The Loopback (2001) — page 1 of 2 (26 results)", "\(recommendations)")
        #expect(recommendations.stdout.contains("Next page: popcorn movie recommendations 4242 --page 2"))
    }

    @Test("Right after the screen, videos ask for nothing and list trailers first, each with the URL that plays it")
    func videosAfterTheScreen() async throws {
        #expect(try await run(["movie", Self.movie]).status == 0)
        let mark = server.requests.count

        let videos = try await run(["movie", "videos", Self.movie])

        _ = expectCalls([], since: mark)
        #expect(videos.status == 0 && videos.stderr.isEmpty, "\(videos)")
        #expect(
            videos.stdoutLines == [
                "Videos of The Loopback (2001)", "", "4 videos",
                "  Trailer     en  2001-03-04  YouTube  Official Trailer",
                "    https://www.youtube.com/watch?v=loopTrail42",
                "  Trailer     en  2019-06-01  YouTube  Fan Trailer",
                "    https://www.youtube.com/watch?v=fanTrailer01",
                "  Clip        fr  2001-02-03  YouTube  Clip \u{FFFD}[2Jone line",
                "    https://www.youtube.com/watch?v=clipFr",
                "  Featurette  en              Vimeo    Making The Loopback",
                "    https://vimeo.com/424242",
                "", "Details: popcorn movie 4242",
            ], "\(videos)")
    }

    @Test("A cold videos list is one request appending only videos with the video languages, and --json lists them")
    // No images configuration: a video is no image.
    func coldVideos() async throws {
        let videos = try await run(["movie", "videos", Self.movie, "--json", "--language", "fr-FR"])

        _ = expectCalls(
            [TMDbCall("/movie/4242", ["append_to_response": "videos", "include_video_language": "fr,en"])], since: 0)
        #expect(videos.status == 0, "\(videos)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(videos.stdout.utf8)) as? [String: Any], "\(videos)")
        let main = try #require(json["mainTrailer"] as? [String: Any])
        #expect(main["url"] as? String == "https://www.youtube.com/watch?v=loopTrail42")
        #expect(
            (json["videos"] as? [[String: Any]])?.map { $0["kind"] as? String } == [
                "Trailer", "Trailer", "Clip", "Featurette",
            ])
    }

    @Test("A cold part is one request appending only it, which also caches the details for the screen's title")
    func coldParts() async throws {
        let credits = try await run(["movie", "credits", Self.movie])
        let mark = expectCalls(
            [TMDbCall("/configuration"), TMDbCall("/movie/4242", ["append_to_response": "credits"])], since: 0)
        let similar = try await run(["movie", "similar", Self.movie])
        let images = try await run(["movie", "images", Self.movie, "--kind", "logo"])

        _ = expectCalls(
            [
                TMDbCall("/movie/4242", ["append_to_response": "similar"]),
                TMDbCall("/movie/4242", ["append_to_response": "images", "include_image_language": "en,null"]),
            ], since: mark)
        #expect(credits.status == 0 && credits.stdoutLines.first == "The Loopback (2001) — cast and crew", "\(credits)")
        #expect(similar.stdoutLines.first == "Movies similar to The Loopback (2001) — page 1 of 1 (1 result)")
        #expect(similar.stdoutLines.contains { $0.contains("4401") && $0.contains("The Echo Server") }, "\(similar)")
        #expect(images.stdoutLines.contains("2 logos"), "\(images)")
        #expect(!images.stdout.contains("poster"), "\(images)")
    }

    @Test("A further page of recommendations is its own list request (and, cold, the title's), cached like any page")
    func furtherPage() async throws {
        let first = try await run(["movie", "recommendations", Self.movie, "--page", "2"])
        let mark = expectCalls(
            [
                TMDbCall("/configuration"), TMDbCall("/movie/4242/recommendations", ["page": "2"]),
                TMDbCall("/movie/4242"),
            ], since: 0)
        let again = try await run(["movie", "recommendations", Self.movie, "--page", "2", "--json"])

        _ = expectCalls([], since: mark)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdoutLines.contains { $0.contains("4321") && $0.contains("Last Packet") }, "\(first)")
        let page = try JSONDocument.object(again.stdout)
        #expect(page["page"] as? Int == 2 && page["totalPages"] as? Int == 2 && page["totalResults"] as? Int == 26)
        #expect(JSONDocument.resultIDs(page) == [4321])
    }

    @Test("Another region picks its own certification and offers from the cache, and says when it has none")
    func regions() async throws {
        #expect(try await run(["movie", Self.movie]).status == 0)
        let mark = server.requests.count

        let germany = try await run(["movie", Self.movie, "--region", "DE"])
        let britain = try await run(["movie", Self.movie, "--region", "GB"])
        let britishWatch = try await run(["movie", "watch", Self.movie, "--region", "gb"])

        _ = expectCalls([], since: mark)
        #expect(germany.stdoutLines.contains("  Rated           12 (DE)"), "\(germany)")
        #expect(germany.stdoutLines.contains("  Watch           With ads: Freevee"), "\(germany)")
        #expect(!britain.stdout.contains("Rated"), "\(britain)")
        #expect(britain.stdoutLines.contains("  Watch           No offers in GB"), "\(britain)")
        #expect(britishWatch.status == 0 && britishWatch.stdout.contains("No offers in GB."), "\(britishWatch)")
    }

    @Test("--json carries every part of the screen for the region")
    func json() async throws {
        let run = try await run(["movie", Self.movie, "--json", "--region", "FR"])

        #expect(run.status == 0, "\(run)")
        let movie = try JSONDocument.object(run.stdout)
        #expect(movie["region"] as? String == "FR")
        #expect(movie["certification"] as? String == "16")
        #expect(movie["isOnWatchlist"] as? Bool == false)
        let logo = try #require(movie["logoURLSet"] as? [String: Any])
        #expect(logo["path"] as? String == "/loopback-logo-en.png")
        let offers = try #require(movie["watchProviders"] as? [String: Any])
        #expect(offers["countryCode"] as? String == "FR")
        #expect((offers["flatRate"] as? [Any])?.isEmpty == true)
        let recommendations = try #require(movie["recommendations"] as? [String: Any])
        #expect(JSONDocument.resultIDs(recommendations) == [4301, 4302, 4303, 4304, 4305, 4306])
        #expect(recommendations["totalResults"] as? Int == 26)
    }

    @Test("The parts' own --json documents: images, offers, and recommendations as a list document")
    func partsJSON() async throws {
        let images = try JSONDocument.object(try await run(["movie", "images", Self.movie, "--json"]).stdout)
        let offers = try JSONDocument.object(try await run(["movie", "watch", Self.movie, "--json"]).stdout)
        let page = try JSONDocument.object(try await run(["movie", "recommendations", Self.movie, "--json"]).stdout)

        #expect(images["id"] as? Int == 4242)
        let logos = try #require(images["logos"] as? [[String: Any]])
        #expect(logos.map { $0["languageCode"] as? String } == ["en", nil])
        #expect(
            (logos.first?["urlSet"] as? [String: Any])?["full"] as? String
                == "https://image.tmdb.org/t/p/original/loopback-logo-en.png")
        #expect(offers["countryCode"] as? String == "US")
        #expect((offers["rent"] as? [[String: Any]])?.first?["name"] as? String == "Apple TV")
        #expect(Set(page.keys) == ["page", "totalPages", "totalResults", "results"])
    }
}
