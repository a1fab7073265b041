import Foundation
import Testing

/// A movie's details screen and its parts on the offline catalog, through the real binary: one
/// catalog request per cold screen, the parts the catalog knows shown and those it does not left
/// out (never made up), and bad values refused in one line. Runs that check standard error exactly
/// pass `--source catalog`, which silences the catalog notice.
@Suite("Movie screens on the offline catalog, end to end")
struct MovieScreenCatalogEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// `--debug`'s request lines of a run.
    static func requests(_ run: PopcornRun) -> [String] {
        run.stderrLines.filter { $0.contains("http GET") }
    }

    @Test("A cold screen is one movie request; a second run and the parts right after ask for nothing")
    func oneRequest() async throws {
        let cold = try await runner.run(["movie", "550", "--source", "catalog", "--debug"])
        let again = try await runner.run(["movie", "550", "--source", "catalog", "--debug"])
        let credits = try await runner.run(["movie", "credits", "550", "--source", "catalog", "--debug"])
        let images = try await runner.run(["movie", "images", "550", "--source", "catalog", "--debug"])
        let recommendations = try await runner.run([
            "movie", "recommendations", "550", "--source", "catalog", "--debug",
        ])

        #expect(cold.status == 0, "\(cold)")
        let movieRequests = Self.requests(cold).filter { $0.contains("/movie/") }
        #expect(movieRequests.count == 1, "\(cold)")
        #expect(
            movieRequests.first?.contains(
                "/movie/550?language=en-US&append_to_response=credits,release_dates,images,recommendations,"
                    + "watch/providers,videos,keywords&include_image_language=en,null&include_video_language=en")
                == true, "\(cold)")
        for run in [again, credits, images, recommendations] {
            #expect(run.status == 0, "\(run)")
            #expect(Self.requests(run).isEmpty, "\(run)")
        }
    }

    @Test("The screen shows what the catalog knows: the US certification and recommendations, no made-up offers")
    func screen() async throws {
        let run = try await runner.run(["movie", "550", "--source", "catalog"])

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdoutLines.contains("  Rated      R (US)"), "\(run)")
        #expect(!run.stdout.contains("Watch"), "\(run)")
        #expect(!run.stdout.contains("Logo"), "\(run)")
        let section = try #require(run.stdoutLines.firstIndex(of: "You may also like"), "\(run)")
        let rows = run.stdoutLines[(section + 1)...].prefix { $0.hasPrefix("  ") && !$0.hasPrefix("  More:") }
        #expect(rows.count == 5, "\(run)")
        #expect(
            rows.allSatisfy { $0.range(of: #"\(\d{4}\)\s+popcorn movie \d+$"#, options: .regularExpression) != nil })
        #expect(!rows.contains { $0.hasSuffix("popcorn movie 550") }, "\(run)")
        #expect(run.stdout.contains("  More: popcorn movie recommendations 550"), "\(run)")
    }

    @Test("The GB certification comes from the same cache, and a region the catalog has no rating for shows none")
    func regions() async throws {
        _ = try await runner.run(["movie", "550", "--source", "catalog"])

        let britain = try await runner.run(["movie", "550", "--source", "catalog", "--region", "GB", "--offline"])
        let japan = try await runner.run(["movie", "550", "--source", "catalog", "--region", "JP", "--offline"])

        #expect(britain.stdoutLines.contains("  Rated      18 (GB)"), "\(britain)")
        #expect(japan.status == 0 && !japan.stdout.contains("Rated"), "\(japan)")
    }

    @Test("Parts the catalog does not know say so in one line with exit 66, and are not asked again")
    func unknownParts() async throws {
        let watch = try await runner.run(["movie", "watch", "550", "--source", "catalog", "--debug"])
        let again = try await runner.run(["movie", "watch", "550", "--source", "catalog"])
        let logos = try await runner.run(["movie", "images", "550", "--kind", "logo", "--source", "catalog"])

        #expect(watch.status == 66, "\(watch)")
        #expect(Self.requests(watch).filter { $0.contains("/movie/") }.count == 1, "\(watch)")
        #expect(again.status == 66, "\(again)")
        #expect(
            again.stderr
                == "popcorn: error: the watch providers of movie 550 are not in the offline catalog; see what it knows "
                + "of the movie with 'popcorn movie 550', or set TMDB_API_KEY to use live TMDb\n", "\(again)")
        #expect(again.stdout.isEmpty)
        #expect(logos.status == 0 && logos.stdout.contains("No logos for Fight Club (1999)."), "\(logos)")
    }

    @Test("The catalog has no videos: the screen shows no trailer, and videos say so in one line with exit 66")
    func noVideos() async throws {
        let screen = try await runner.run(["movie", "550", "--source", "catalog"])
        let videos = try await runner.run(["movie", "videos", "550", "--source", "catalog", "--debug"])
        let series = try await runner.run(["tv", "videos", "1396", "--source", "catalog"])

        #expect(screen.status == 0 && !screen.stdout.contains("Trailer"), "\(screen)")
        #expect(videos.status == 66 && videos.stdout.isEmpty, "\(videos)")
        #expect(Self.requests(videos).isEmpty, "the screen remembered the catalog has no videos: \(videos)")
        #expect(
            videos.stderrLines.last
                == "popcorn: error: the videos of movie 550 are not in the offline catalog; see what it knows "
                + "of the movie with 'popcorn movie 550', or set TMDB_API_KEY to use live TMDb", "\(videos)")
        #expect(series.status == 66 && series.stderrLines.count == 1, "\(series)")
        #expect(series.stderr.contains("the videos of tv series 1396 are not in the offline catalog"), "\(series)")
    }

    @Test("Images list the catalog's backdrops with their language, size, votes and URL")
    func images() async throws {
        let run = try await runner.run([
            "movie", "images", "fight", "club", "--kind", "backdrop", "--source", "catalog",
        ])

        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Images of Fight Club (1999)", "\(run)")
        #expect(run.stdoutLines.contains("9 backdrops"), "\(run)")
        // At 80 columns each URL goes whole on the line under its row.
        #expect(
            zip(run.stdoutLines, run.stdoutLines.dropFirst()).contains {
                $0.hasPrefix("  backdrop  -    1422×800  5.6 (20 votes)")
                    && $1 == "    https://image.tmdb.org/t/p/original/hZkgoQYus5vegHoetLkCJzb17zJ.jpg"
            }, "\(run)")
    }

    @Test("Recommendations and similar titles list the catalog's related movies, with the command to open one")
    func relatedLists() async throws {
        let recommendations = try await runner.run(["movie", "recommendations", "550", "--source", "catalog"])
        let similar = try await runner.run(["movie", "similar", "550", "--source", "catalog", "--json"])

        #expect(recommendations.status == 0, "\(recommendations)")
        #expect(
            recommendations.stdoutLines.first?.hasPrefix("Recommended if you liked Fight Club (1999) — page 1") == true)
        #expect(recommendations.stdout.contains("Details:   popcorn movie <id>"), "\(recommendations)")
        let page = try JSONDocument.object(similar.stdout)
        #expect(Set(page.keys) == ["page", "totalPages", "totalResults", "results"])
        #expect(!JSONDocument.resultIDs(page).isEmpty && !JSONDocument.resultIDs(page).contains(550), "\(similar)")
    }

    @Test("Offline, the catalog still answers a part never fetched: it is in the binary, not the network")
    func offlineParts() async throws {
        _ = try await runner.run(["movie", "credits", "550", "--source", "catalog"])

        let images = try await runner.run(["movie", "images", "550", "--source", "catalog", "--offline"])
        let credits = try await runner.run(["movie", "credits", "550", "--source", "catalog", "--offline"])

        #expect(images.status == 0 && images.stderr.isEmpty, "\(images)")
        #expect(credits.status == 0, "\(credits)")
    }

    @Test(
        "Bad values are one usage line with exit 64",
        arguments: [
            ["movie", "images", "550", "--kind", "profile"], ["movie", "recommendations", "550", "--page", "0"],
            ["movie", "similar", "550", "--page", "501"], ["movie", "watch", "https://www.themoviedb.org/tv/1396"],
            ["movie", "watch", "-3"], ["movie", "images", "550", "--year", "1999"],
            ["movie", "watch", "550", "--region", "GBR"],
        ])
    func usageErrors(arguments: [String]) async throws {
        let run = try await runner.run(arguments + ["--source", "catalog"])

        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("popcorn: error: "), "\(run)")
    }
}
