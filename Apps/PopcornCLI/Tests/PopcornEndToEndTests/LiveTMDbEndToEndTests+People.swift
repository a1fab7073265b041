import Foundation
import Testing

/// The person commands against live-TMDb semantics over loopback: credentials, caching, 404 and 401.
extension LiveTMDbEndToEndTests {
    static let personPath = "/3/person/\(TMDbPeopleFixtures.personID)"
    static let person = String(TMDbPeopleFixtures.personID)

    /// Answers like TMDb for the fixture person (with the parts a request appends), their
    /// credits, their photos and the configuration.
    static let personRouter: LoopbackTMDbServer.Router = { request in
        switch request.path {
        case personPath:
            .json(TMDbPeopleFixtures.personDetails(appending: TMDbPeopleFixtures.appendedParts(of: request)))
        case personPath + "/combined_credits": .json(TMDbPeopleFixtures.combinedCredits)
        case personPath + "/images": .json(TMDbPeopleFixtures.images)
        case "/3/configuration": .json(TMDbFixtures.configuration)
        default: .notFound
        }
    }

    /// The requests for the person (appended or not), as `path?append_to_response` strings.
    static func personRequests(_ server: LoopbackTMDbServer) -> [String] {
        server.requests.filter { $0.path.hasPrefix(personPath) }.map { request in
            request.path + (request.query["append_to_response"].map { "?append_to_response=" + $0 } ?? "")
        }
    }

    @Test("An API key fetches the person with api_key on every request, and never prints it")
    func personAPIKey() async throws {
        let server = try LoopbackTMDbServer(router: Self.personRouter)
        let run = try await run(["person", Self.person, "--debug"], server: server)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Ada Socket", "\(run)")
        #expect(run.stdout.contains("Loopback, Localhost"), "\(run)")
        #expect(
            run.stdoutLines.contains { $0.contains("The Loopback") && $0.hasSuffix("popcorn movie 4242") }, "\(run)")
        #expect(run.stderrLines.contains { $0.contains("http GET /person/287") && $0.contains(" 200 ") }, "\(run)")
        let requests = server.requests
        #expect(requests.contains { $0.path == Self.personPath })
        #expect(requests.allSatisfy { $0.query["api_key"] == Self.apiKey && $0.headers["authorization"] == nil })
        #expect(requests.first { $0.path == Self.personPath }?.query["language"] == "en-US")
    }

    @Test("A second person run is answered from the cache without asking for the person again")
    func personSecondRunUsesCache() async throws {
        let server = try LoopbackTMDbServer(router: Self.personRouter)
        #expect(try await run(["person", Self.person, "--json"], server: server).status == 0)
        let second = try await run(["person", Self.person, "--json"], server: server)
        #expect(second.status == 0, "\(second)")
        #expect(try JSONDocument.object(second.stdout)["name"] as? String == "Ada Socket", "\(second)")
        #expect(server.requests.filter { $0.path == Self.personPath }.count == 1, "\(server.requests.map(\.path))")
    }

    @Test("Person credits come from combined_credits, a series with its episode count")
    func personCredits() async throws {
        let server = try LoopbackTMDbServer(router: Self.personRouter)
        let run = try await run(["person", "credits", Self.person], server: server)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Ada Socket — every credit", "\(run)")
        #expect(run.stdoutLines.contains { $0.contains("2019  tv") && $0.hasSuffix("id 1396") }, "\(run)")
        #expect(run.stdout.contains("Herself (3 episodes)"), "\(run)")
        #expect(Self.personRequests(server) == [Self.personPath + "?append_to_response=combined_credits"])
    }

    @Test("A cold person screen is one request appending combined_credits and images; credits and photos after it none")
    func personScreenIsOneRequest() async throws {
        let server = try LoopbackTMDbServer(router: Self.personRouter)
        let person = try await run(["person", Self.person], server: server)
        #expect(person.status == 0, "\(person)")
        #expect(Self.personRequests(server) == [Self.personPath + "?append_to_response=combined_credits,images"])
        #expect(server.requests.map(\.path).sorted() == ["/3/configuration", Self.personPath], "\(server.requests)")
        #expect(person.stdout.contains("\nPhotos (2): popcorn person images 287\n"), "\(person)")

        let credits = try await run(["person", "credits", Self.person, "--debug"], server: server)
        #expect(credits.status == 0, "\(credits)")
        #expect(credits.stdoutLines.first == "Ada Socket — every credit", "\(credits)")
        let images = try await run(["person", "images", Self.person, "--json"], server: server)
        #expect(images.status == 0, "\(images)")
        #expect(server.requests.count == 2, "\(server.requests.map(\.path))")
        #expect(!credits.stderr.contains("http GET"), "\(credits)")
        #expect(credits.stderr.contains("cache hit credits person:287:credits"), "\(credits)")
    }

    @Test("Person images lists each photo's size, language, votes and full URL, in one request when cold")
    func personImages() async throws {
        let server = try LoopbackTMDbServer(router: Self.personRouter)
        let run = try await run(["person", "images", Self.person], server: server)
        #expect(run.status == 0, "\(run)")
        #expect(Self.personRequests(server) == [Self.personPath + "?append_to_response=images"])
        #expect(
            run.stdoutLines == [
                "Ada Socket — photos", "", "Photos (2)", "  1. 1000x1500, no text, 5.3/10 (4 votes)",
                "     https://image.tmdb.org/t/p/original/ada-1.jpg", "  2. 600x900, text in en, no votes",
                "     https://image.tmdb.org/t/p/original/ada-2.jpg", "", "Details: popcorn person 287",
            ], "\(run)")

        let json = try await self.run(["person", "images", Self.person, "--json"], server: server)
        let document = try JSONDocument.object(json.stdout)
        #expect(document["name"] as? String == "Ada Socket", "\(json)")
        let photos = try #require(document["photos"] as? [[String: Any]], "\(json)")
        #expect(photos.count == 2)
        #expect(
            (photos.first?["urlSet"] as? [String: String])?["full"] == "https://image.tmdb.org/t/p/original/ada-1.jpg")
        #expect(photos.last?["languageCode"] as? String == "en")
        #expect(server.requests.filter { $0.path == Self.personPath }.count == 1, "the photos were not cached")
    }

    @Test("Offline, a person screen comes from the cache, and photos never cached exit 69 in one line")
    func personOffline() async throws {
        let server = try LoopbackTMDbServer(router: Self.personRouter)
        #expect(try await run(["person", "credits", Self.person], server: server).status == 0)

        let screen = try await run(["person", Self.person, "--offline", "--json"], server: server)
        #expect(screen.status == 0, "\(screen)")
        let details = try JSONDocument.object(screen.stdout)
        #expect((details["knownFor"] as? [[String: Any]])?.isEmpty == false, "\(screen)")
        #expect(details["photos"] == nil, "\(screen)")

        let images = try await run(["person", "images", Self.person, "--offline"], server: server)
        #expect(images.status == 69, "\(images)")
        #expect(images.stdout.isEmpty, "\(images)")
        let errors = images.stderrLines.filter { $0.hasPrefix("popcorn: error: ") }
        #expect(errors.count == 1, "\(images)")
        #expect(
            errors.first?.hasPrefix("popcorn: error: the photos of person 287 are not in the cache") == true,
            "\(images)")
        #expect(errors.first?.contains("without --offline") == true, "\(images)")
        #expect(server.requests.filter { $0.path == Self.personPath }.count == 1)
    }

    @Test("A person TMDb does not have exits 66 and says how to find one")
    func personNotFound() async throws {
        let server = try LoopbackTMDbServer { request in
            request.path == "/3/configuration" ? .json(TMDbFixtures.configuration) : .notFound
        }
        let run = try await run(["person", Self.person], server: server)
        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("person 287 was not found on TMDb"), "\(run)")
        #expect(run.stderr.contains("popcorn person search"), "\(run)")
    }

    @Test("Refused credentials on a person exit 77")
    func personUnauthorised() async throws {
        let server = try LoopbackTMDbServer { _ in StubResponse(status: 401, body: TMDbFixtures.invalidKey) }
        let run = try await run(["person", "credits", Self.person, "--debug"], server: server)
        #expect(run.status == 77, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.filter { $0.hasPrefix("popcorn: error: ") }.count == 1, "\(run)")
    }
}
