import Foundation
import Testing

/// `popcorn person ...` with no credentials: the offline demo catalog, through the real binary.
extension CatalogEndToEndTests {
    @Test("From a movie's credits to the person and their credits, by the ids shown")
    func personWalk() async throws {
        let movieCredits = try await runner.run(["movie", "credits", "550"])
        #expect(
            movieCredits.stdoutLines.contains { $0.contains("Brad Pitt") && $0.hasSuffix("id 287") }, "\(movieCredits)")
        #expect(movieCredits.stdout.contains("Open a person: popcorn person <id>"), "\(movieCredits)")

        let person = try await runner.run(["person", "287"])
        #expect(person.status == 0, "\(person)")
        #expect(person.stdoutLines.first == "Brad Pitt", "\(person)")
        #expect(person.stdoutLines.contains { $0.hasPrefix("  Born") && $0.contains("1963-12-18 (age ") }, "\(person)")
        #expect(person.stdout.contains("Shawnee, Oklahoma"), "\(person)")
        let knownFor = person.stdoutLines.drop { $0 != "Known for" }.dropFirst().prefix { !$0.isEmpty }
            .filter { !$0.hasPrefix("        ") }
        #expect((1...5).contains(knownFor.count), "\(person)")
        #expect(
            knownFor.allSatisfy { $0.range(of: #"popcorn (movie|tv) \d+$"#, options: .regularExpression) != nil },
            "\(person)")
        #expect(person.stdout.hasSuffix("All credits: popcorn person credits 287\n"), "\(person)")
        #expect(person.stdoutLines.allSatisfy { $0.count <= 80 }, "\(person)")

        let credits = try await runner.run(["person", "credits", "287"])
        #expect(credits.status == 0, "\(credits)")
        #expect(credits.stdoutLines.first == "Brad Pitt — every credit", "\(credits)")
        #expect(
            credits.stdoutLines.contains { $0.contains("1999  movie  Fight Club") && $0.hasSuffix("id 550") },
            "\(credits)")
        #expect(credits.stdoutLines.contains { $0.contains("Se7en") && $0.hasSuffix("id 807") }, "\(credits)")
        #expect(credits.stdout.contains("Open one: popcorn movie <id> | popcorn tv <id>"), "\(credits)")
        #expect(credits.stdoutLines.allSatisfy { $0.count <= 80 }, "\(credits)")
    }

    @Test("Person details and credits as JSON: YYYY-MM-DD birthday, titles with media type and id")
    func personJSON() async throws {
        let person = try await runner.run(["person", "https://www.themoviedb.org/person/287-brad-pitt", "--json"])
        #expect(person.status == 0, "\(person)")
        let details = try JSONDocument.object(person.stdout)
        #expect(details["id"] as? Int == 287)
        #expect(details["birthday"] as? String == "1963-12-18", "\(person)")
        #expect((details["placeOfBirth"] as? String)?.contains("Shawnee, Oklahoma") == true, "\(person)")

        let credits = try await runner.run(["person", "credits", "287", "--json"])
        #expect(credits.status == 0, "\(credits)")
        let document = try JSONDocument.object(credits.stdout)
        let titles = try #require(document["titles"] as? [[String: Any]], "\(credits)")
        #expect(titles.contains { $0["mediaType"] as? String == "movie" && $0["titleID"] as? Int == 550 })
        #expect(titles.contains { $0["mediaType"] as? String == "movie" && $0["titleID"] as? Int == 807 })
        #expect(Self.datesAreDays(document), "\(credits)")
    }

    @Test("A TV person's credits list the series with its episode count")
    func tvPerson() async throws {
        let run = try await runner.run(["person", "credits", "17419"])
        #expect(run.status == 0, "\(run)")
        let row = run.stdoutLines.first { $0.contains("tv") && $0.contains("Breaking Bad") }
        #expect(row?.hasSuffix("id 1396") == true, "\(run)")
        #expect(row?.range(of: #"\d+ episodes?\)"#, options: .regularExpression) != nil, "\(run)")

        let json = try await runner.run(["person", "credits", "17419", "--json"])
        let titles = try JSONDocument.object(json.stdout)["titles"] as? [[String: Any]] ?? []
        let breakingBad = titles.first { $0["titleID"] as? Int == 1396 }
        #expect(breakingBad?["mediaType"] as? String == "tvSeries", "\(json)")
        #expect((breakingBad?["episodeCount"] as? Int ?? 0) > 0, "\(json)")
    }

    @Test("Popular people paginate, with the next-page and details commands")
    func popularPeople() async throws {
        let first = try await runner.run(["person", "popular", "--json"])
        #expect(first.status == 0, "\(first)")
        let firstPage = try JSONDocument.object(first.stdout)
        let total = try #require(firstPage["totalResults"] as? Int, "\(first)")
        let pages = try #require(firstPage["totalPages"] as? Int, "\(first)")
        #expect(JSONDocument.resultIDs(firstPage).count == 20, "\(first)")
        #expect(pages >= 2 && total > 20, "\(first)")

        let second = try await runner.run(["person", "popular", "--page", "2", "--json"])
        let secondIDs = JSONDocument.resultIDs(try JSONDocument.object(second.stdout))
        #expect(!secondIDs.isEmpty, "\(second)")
        #expect(Set(secondIDs).isDisjoint(with: JSONDocument.resultIDs(firstPage)), "\(second)")

        let human = try await runner.run(["person", "popular"])
        #expect(human.stdoutLines.first?.hasPrefix("Popular people — page 1 of \(pages)") == true, "\(human)")
        #expect(human.stdout.contains("Next page: popcorn person popular --page 2"), "\(human)")
        #expect(human.stdout.contains("Details:   popcorn person <id>"), "\(human)")
        #expect(human.stdoutLines.allSatisfy { $0.count <= 80 }, "\(human)")
    }

    @Test("Searching people for pitt finds Brad Pitt")
    func searchPeople() async throws {
        let json = try await runner.run(["person", "search", "pitt", "--json"])
        #expect(json.status == 0, "\(json)")
        #expect(JSONDocument.resultIDs(try JSONDocument.object(json.stdout)).contains(287), "\(json)")

        let human = try await runner.run(["person", "search", "pitt"])
        #expect(human.stdoutLines.contains { $0.contains("287") && $0.contains("Brad Pitt") }, "\(human)")
    }

    @Test("A person URL given to movie is a usage error naming the person command")
    func personURLIsUsageError() async throws {
        let run = try await runner.run(["movie", "https://www.themoviedb.org/person/287-brad-pitt"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("popcorn person 287"), "\(run)")
    }

    @Test("A movie URL given to person is a usage error naming the movie command")
    func movieURLToPerson() async throws {
        let run = try await runner.run(["person", "https://www.themoviedb.org/movie/550-fight-club"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("popcorn movie 550"), "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test("A person not in the catalog exits 66 and says how to list and search people")
    func personNotFound() async throws {
        let run = try await runner.run(["person", "999999999"])
        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty)
        let errors = run.stderrLines.filter { $0.hasPrefix("popcorn: error: ") }
        #expect(errors.count == 1, "\(run)")
        #expect(errors.first?.contains("person 999999999 was not found") == true, "\(run)")
        #expect(errors.first?.contains("popcorn person popular") == true, "\(run)")
    }

    @Test("A cold person screen asks the catalog once, credits and photos appended; their credits after it ask nothing")
    func personScreenIsOneRequest() async throws {
        let screen = try await runner.run(["person", "287", "--source", "catalog", "--debug"])
        #expect(screen.status == 0, "\(screen)")
        let gets = screen.stderrLines.filter { $0.contains("http GET /person/") }
        #expect(gets.count == 1, "\(screen)")
        #expect(gets.first?.contains("/person/287?") == true, "\(screen)")
        #expect(gets.first?.contains("append_to_response=combined_credits,images") == true, "\(screen)")
        #expect(screen.stdout.contains("Known for"), "\(screen)")

        let credits = try await runner.run(["person", "credits", "287", "--source", "catalog", "--debug"])
        #expect(credits.status == 0, "\(credits)")
        #expect(!credits.stderr.contains("http GET"), "\(credits)")
        #expect(credits.stdoutLines.first == "Brad Pitt — every credit", "\(credits)")
    }

    @Test("Person images on the catalog, which keeps no photos of people, says so in one line and exits 0")
    func personImagesUnknown() async throws {
        let human = try await runner.run(["person", "images", "brad", "pitt", "--source", "catalog"])
        #expect(human.status == 0, "\(human)")
        #expect(
            human.stdoutLines == ["The offline catalog has no photos of Brad Pitt; set TMDB_API_KEY to see TMDb's."],
            "\(human)")
        #expect(human.stderr.isEmpty, "\(human)")

        let json = try await runner.run(["person", "images", "287", "--json"])
        #expect(json.status == 0, "\(json)")
        let document = try JSONDocument.object(json.stdout)
        #expect(document["id"] as? Int == 287, "\(json)")
        #expect(document["name"] as? String == "Brad Pitt", "\(json)")
        #expect((document["photos"] as? [Any])?.isEmpty == true, "\(json)")
    }

    @Test("Person images of someone not in the catalog exits 66 in one line")
    func personImagesNotFound() async throws {
        let run = try await runner.run(["person", "images", "999999999"])
        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.filter { $0.hasPrefix("popcorn: error: ") }.count == 1, "\(run)")
    }
}
