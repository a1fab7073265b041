import Foundation
import Testing

/// `popcorn tv ...` with no credentials: the offline demo catalog, through the real binary.
extension CatalogEndToEndTests {
    /// Whether every `YYYY...Date` value in a JSON object (and what it contains) is `YYYY-MM-DD`.
    static func datesAreDays(_ value: Any) -> Bool {
        switch value {
        case let object as [String: Any]:
            object.allSatisfy { key, value in
                guard key.hasSuffix("Date") else {
                    return datesAreDays(value)
                }
                return (value as? String)?.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil
            }
        case let array as [Any]:
            array.allSatisfy(datesAreDays)
        default:
            true
        }
    }

    @Test("Series details show the name, years, seasons with their commands, and the cast")
    func tvDetails() async throws {
        let run = try await runner.run(["tv", "1396"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Breaking Bad (2008–2013)", "\(run)")
        let seasons = try #require(run.stdoutLines.firstIndex(of: "Seasons"), "\(run)")
        let rows = run.stdoutLines[(seasons + 1)...].prefix { !$0.isEmpty }
        #expect(rows.count == 5, "\(rows)")
        for number in 1...5 {
            #expect(rows.contains { $0.hasSuffix("popcorn tv season 1396 \(number)") }, "\(rows)")
        }
        #expect(run.stdoutLines.contains { $0.contains("Created by") && $0.contains("Vince Gilligan (id 66633)") })
        #expect(run.stdoutLines.contains { $0.contains("Bryan Cranston") && $0.contains("id 17419") }, "\(run)")
        #expect(run.stdout.contains("Full cast and crew: popcorn tv credits 1396"), "\(run)")
        #expect(run.stdoutLines.filter { $0.count > 80 }.isEmpty, "\(run)")
    }

    @Test("A season lists its episodes with codes, names, dates and runtimes")
    func tvSeason() async throws {
        let run = try await runner.run(["tv", "season", "1396", "1"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Breaking Bad — Season 1 (2008)", "\(run)")
        let rows = run.stdoutLines.filter { $0.range(of: #"^  S01E\d\d  "#, options: .regularExpression) != nil }
        #expect(rows.count == 7, "\(run)")
        #expect(rows.first?.hasPrefix("  S01E01  Pilot ") == true, "\(run)")
        #expect(rows.first?.contains("2008-01-20") == true, "\(run)")
        #expect(rows.first?.range(of: #"\d+m"#, options: .regularExpression) != nil, "\(run)")
        #expect(run.stdout.contains("popcorn tv episode 1396 S01E01"), "\(run)")
        #expect(run.stdoutLines.filter { $0.count > 80 }.isEmpty, "\(run)")
    }

    @Test("Every season of a fully catalogued series opens", arguments: [("87108", "1"), ("1396", "5")])
    func tvOtherSeasons(series: String, season: String) async throws {
        let run = try await runner.run(["tv", "season", series, season, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(try JSONDocument.object(run.stdout)["seasonNumber"] as? Int == Int(season), "\(run)")
    }

    @Test("Every way of naming an episode shows the same episode")
    func tvEpisodeForms() async throws {
        let numbers = try await runner.run(["tv", "episode", "1396", "1", "1"])
        #expect(numbers.status == 0, "\(numbers)")
        #expect(numbers.stdoutLines.first == "Breaking Bad — S01E01 \"Pilot\"", "\(numbers)")
        #expect(numbers.stdout.contains("Directed by Vince Gilligan (id 66633)"), "\(numbers)")
        #expect(numbers.stdout.contains("Next episode: popcorn tv episode 1396 S01E02"), "\(numbers)")
        #expect(numbers.stdout.contains("popcorn tv season 1396 1"), "\(numbers)")
        for form in [
            ["1396", "S01E01"], ["1396", "s1e1"],
            ["https://www.themoviedb.org/tv/1396-breaking-bad/season/1/episode/1"],
        ] {
            let run = try await runner.run(["tv", "episode"] + form)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == numbers.stdout, "\(form): \(run)")
        }
    }

    @Test("JSON details, seasons and episodes carry their ids and YYYY-MM-DD dates")
    func tvJSON() async throws {
        let details = try JSONDocument.object(try await runner.run(["tv", "1396", "--json"]).stdout)
        #expect(details["id"] as? Int == 1396)
        #expect(details["name"] as? String == "Breaking Bad")
        #expect(details["firstAirDate"] as? String == "2008-01-20")
        #expect((details["seasons"] as? [[String: Any]])?.map { $0["seasonNumber"] as? Int } == [1, 2, 3, 4, 5])
        #expect(details["cast"] == nil)
        #expect(Self.datesAreDays(details))

        let season = try JSONDocument.object(try await runner.run(["tv", "season", "1396", "1", "--json"]).stdout)
        let episodes = try #require(season["episodes"] as? [[String: Any]])
        #expect(season["seasonNumber"] as? Int == 1)
        #expect(season["tvSeriesName"] as? String == "Breaking Bad")
        #expect(episodes.count == 7)
        #expect(episodes.first?["name"] as? String == "Pilot")
        #expect(episodes.first?["airDate"] as? String == "2008-01-20")
        #expect(Self.datesAreDays(season))

        let episode = try JSONDocument.object(
            try await runner.run(["tv", "episode", "1396", "S01E01", "--json"]).stdout)
        #expect(episode["episodeNumber"] as? Int == 1 && episode["seasonNumber"] as? Int == 1)
        #expect(episode["name"] as? String == "Pilot")
        #expect(episode["airDate"] as? String == "2008-01-20")
        #expect(episode["tvSeriesName"] as? String == "Breaking Bad")
        #expect((episode["crew"] as? [[String: Any]])?.contains { $0["id"] as? Int == 66633 } == true)
        #expect(Self.datesAreDays(episode))
    }

    @Test(
        "A season or episode that does not exist exits 66 naming it and what to list instead",
        arguments: [
            (["tv", "season", "1396", "9"], "season 9 of tv series 1396 was not found", "popcorn tv 1396"),
            (
                ["tv", "episode", "1396", "1", "99"], "episode 99 of season 1 of tv series 1396",
                "popcorn tv season 1396 1"
            ),
            (["tv", "season", "1398", "1"], "season 1 of tv series 1398 was not found", "popcorn tv 1398"),
            (["tv", "999999999"], "tv series 999999999 was not found", "popcorn tv popular"),
        ])
    func tvNotFound(arguments: [String], message: String, hint: String) async throws {
        let run = try await runner.run(arguments)
        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        let errors = run.stderrLines.filter { $0.hasPrefix("popcorn: error: ") }
        #expect(errors.count == 1, "\(run)")
        #expect(errors.first?.contains(message) == true, "\(run)")
        #expect(errors.first?.contains("'\(hint)'") == true, "\(run)")
    }

    @Test("Credits list the cast with characters and person ids; aggregate ones add episode counts")
    func tvCredits() async throws {
        let plain = try await runner.run(["tv", "credits", "1396"])
        #expect(plain.status == 0, "\(plain)")
        #expect(plain.stdoutLines.first == "Breaking Bad (2008–2013) — cast and crew", "\(plain)")
        #expect(
            plain.stdoutLines.contains {
                $0.contains("Bryan Cranston") && $0.contains("Walter White") && $0.contains("17419")
            })

        let aggregate = try await runner.run(["tv", "credits", "1396", "--aggregate"])
        #expect(aggregate.status == 0, "\(aggregate)")
        let cranston = aggregate.stdoutLines.first { $0.contains("Bryan Cranston") && $0.contains("id 17419") }
        #expect(cranston?.range(of: #"\d+ episodes?"#, options: .regularExpression) != nil, "\(aggregate)")
        #expect(aggregate.stdout.contains("Directing"), "\(aggregate)")
        #expect(aggregate.stdoutLines.filter { $0.count > 80 }.isEmpty, "\(aggregate)")

        let json = try JSONDocument.object(
            try await runner.run(["tv", "credits", "1396", "--aggregate", "--json"]).stdout)
        let cast = try #require(json["cast"] as? [[String: Any]])
        let member = try #require(cast.first { $0["id"] as? Int == 17419 })
        #expect((member["totalEpisodeCount"] as? Int ?? 0) > 0)
        #expect((member["roles"] as? [[String: Any]])?.first?["character"] as? String == "Walter White")
    }

    @Test(
        "Every series list answers, and popular points at the details command",
        arguments: [
            "popular", "top-rated", "on-the-air", "airing-today",
        ])
    func tvLists(list: String) async throws {
        let run = try await runner.run(["tv", list, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(!JSONDocument.resultIDs(try JSONDocument.object(run.stdout)).isEmpty, "\(run)")
        let human = try await runner.run(["tv", list])
        #expect(human.stdout.contains("Details:   popcorn tv <id>"), "\(human)")
    }

    @Test("Searching for breaking finds Breaking Bad, and the year filter keeps or drops it")
    func tvSearch() async throws {
        let run = try await runner.run(["tv", "search", "breaking", "--json"])
        #expect(JSONDocument.resultIDs(try JSONDocument.object(run.stdout)).contains(1396), "\(run)")
        let human = try await runner.run(["tv", "search", "breaking"])
        #expect(
            human.stdoutLines.contains { $0.contains("1396") && $0.contains("Breaking Bad") && $0.contains("2008") })

        let matching = try await runner.run(["tv", "search", "breaking", "--year", "2008", "--json"])
        #expect(JSONDocument.resultIDs(try JSONDocument.object(matching.stdout)).contains(1396), "\(matching)")
        let other = try await runner.run(["tv", "search", "breaking", "--year", "2005", "--json"])
        #expect(other.status == 0, "\(other)")
        #expect(!JSONDocument.resultIDs(try JSONDocument.object(other.stdout)).contains(1396), "\(other)")
    }

    @Test("A movie URL given to tv is a usage error naming the movie command")
    func movieURLIsUsageError() async throws {
        let run = try await runner.run(["tv", "https://www.themoviedb.org/movie/550-fight-club"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("popcorn movie 550"), "\(run)")
        #expect(run.stdout.isEmpty)
    }
}
