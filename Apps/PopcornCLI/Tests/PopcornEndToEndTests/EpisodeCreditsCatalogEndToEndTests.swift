import Foundation
import Testing

/// `popcorn tv episode credits` with no credentials: the offline demo catalog, through the real
/// binary. The catalog lists an episode's own guest stars and crew; its cast is the series' regulars.
@Suite("Episode credits on the offline catalog, end to end")
struct EpisodeCreditsCatalogEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    @Test("The pilot's credits list the regular cast, the guest stars and the crew, each person with an id")
    func pilot() async throws {
        let run = try await runner.run(["tv", "episode", "credits", "1396", "1", "1"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Breaking Bad (2008–2013) — S01E01 — cast and crew", "\(run)")
        #expect(run.stdoutLines.contains("Cast (9)"), "\(run)")
        #expect(
            run.stdoutLines.contains {
                $0.hasPrefix("  Bryan Cranston ") && $0.contains("Walter White") && $0.hasSuffix("id 17419")
            }, "\(run)")
        #expect(run.stdoutLines.contains("Guest stars (2)"), "\(run)")
        #expect(
            run.stdoutLines.contains {
                $0.contains("Max Arciniega") && $0.contains("Krazy-8") && $0.hasSuffix("id 1046460")
            },
            "\(run)")
        #expect(run.stdoutLines.contains("  Directing"), "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("    Vince Gilligan ") && $0.contains("Director") }, "\(run)")
        #expect(run.stdout.contains("\nOpen a person: popcorn person <id>\n"), "\(run)")
        #expect(run.stdout.hasSuffix("Episode:       popcorn tv episode 1396 S01E01\nSeries:        popcorn tv 1396\n"))
        #expect(run.stdoutLines.allSatisfy { $0.count <= 80 }, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("offline demo catalog"), "\(run)")
    }

    @Test("Every way of naming the episode shows the same credits")
    func forms() async throws {
        let numbers = try await runner.run(["tv", "episode", "credits", "1396", "1", "2"])
        #expect(numbers.status == 0, "\(numbers)")
        #expect(numbers.stdoutLines.first == "Breaking Bad (2008–2013) — S01E02 — cast and crew", "\(numbers)")
        for form in [
            ["1396", "S01E02"], ["1396", "s1e2"],
            ["https://www.themoviedb.org/tv/1396-breaking-bad/season/1/episode/2"],
            ["https://www.themoviedb.org/tv/1396/season/1", "2"], ["breaking bad", "S01E02"],
        ] {
            let run = try await runner.run(["tv", "episode", "credits"] + form)
            #expect(run.status == 0, "\(form): \(run)")
            #expect(run.stdout == numbers.stdout, "\(form): \(run)")
        }
    }

    @Test("--json is one document: the episode, the regulars and guest stars apart, the crew by department")
    func json() async throws {
        let run = try await runner.run(["tv", "episode", "credits", "1396", "S01E01", "--json", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        #expect(object["tvSeriesID"] as? Int == 1396)
        #expect(object["seasonNumber"] as? Int == 1)
        #expect(object["episodeNumber"] as? Int == 1)
        #expect(object["episodeID"] as? Int == 62085)
        let cast = try #require(object["cast"] as? [[String: Any]], "\(run)")
        #expect(cast.count == 9)
        #expect(cast.first?["character"] as? String == "Walter White")
        let profile = try #require(cast.first?["profileURLSet"] as? [String: String], "\(run)")
        #expect(profile["thumbnail"]?.hasPrefix("https://") == true, "\(profile)")
        let guests = try #require(object["guestStars"] as? [[String: Any]], "\(run)")
        #expect(guests.map { $0["character"] as? String } == ["Krazy-8", "Emilio Koyama"])
        let departments = try #require(object["crewByDepartment"] as? [[String: Any]], "\(run)")
        #expect(departments.first?["department"] as? String == "Directing")
        #expect((object["directors"] as? [[String: Any]])?.first?["id"] as? Int == 66633)
    }

    @Test("Credits are cached: a second run answers offline, and a new language is its own, from the catalog")
    func cached() async throws {
        let cold = try await runner.run(["tv", "episode", "credits", "1396", "1", "1", "--json", "--source", "catalog"])
        #expect(cold.status == 0, "\(cold)")

        let offline = try await runner.run(
            ["tv", "episode", "credits", "1396", "1", "1", "--json", "--source", "catalog", "--offline"])
        #expect(offline.status == 0, "\(offline)")
        #expect(offline.stdout == cold.stdout)
        let otherLanguage = try await runner.run(
            ["tv", "episode", "credits", "1396", "1", "1", "--source", "catalog", "--offline", "--language", "fr-FR"])
        #expect(otherLanguage.status == 0, "\(otherLanguage)")
        #expect(
            FileManager.default.fileExists(
                atPath: runner.cacheDirectory.appendingPathComponent("catalog.fr-FR.sqlite").path))
    }

    @Test("An episode the catalog does not list exits 66 naming it and the season that lists what exists")
    func notFound() async throws {
        let run = try await runner.run(["tv", "episode", "credits", "1396", "1", "99", "--source", "catalog"])
        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("popcorn: error: episode 99 of season 1 of tv series 1396 was not found"))
        #expect(run.stderr.contains("'popcorn tv season 1396 1'"), "\(run)")
    }

    @Test(
        "Bad arguments exit 64 with one line and no output",
        arguments: [
            ["tv", "episode", "credits"], ["tv", "episode", "credits", "1396"],
            ["tv", "episode", "credits", "1396", "1"],
            ["tv", "episode", "credits", "1396", "S01E00"], ["tv", "episode", "credits", "0", "1", "1"],
            ["tv", "episode", "credits", "https://www.themoviedb.org/movie/550", "S01E01"],
        ])
    func usage(arguments: [String]) async throws {
        let run = try await runner.run(arguments + ["--source", "catalog"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("popcorn: error: "), "\(run)")
    }

    @Test("The episode's own view still opens as before, and points at its credits")
    func episodeDetailsStillOpen() async throws {
        for form in [["1396", "1", "1"], ["1396", "S01E01"], ["details", "1396", "S01E01"]] {
            let run = try await runner.run(["tv", "episode"] + form)
            #expect(run.status == 0, "\(form): \(run)")
            #expect(run.stdoutLines.first == "Breaking Bad — S01E01 \"Pilot\"", "\(form): \(run)")
            #expect(run.stdout.contains("Credits:      popcorn tv episode credits 1396 S01E01"), "\(form): \(run)")
        }
    }
}
