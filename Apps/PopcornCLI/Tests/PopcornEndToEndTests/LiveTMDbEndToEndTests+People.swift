import Foundation
import Testing

/// The person commands against live-TMDb semantics over loopback: credentials, caching, 404 and 401.
extension LiveTMDbEndToEndTests {
    static let personPath = "/3/person/\(TMDbPeopleFixtures.personID)"
    static let person = String(TMDbPeopleFixtures.personID)

    /// Answers like TMDb for the fixture person, their credits and the configuration.
    static let personRouter: LoopbackTMDbServer.Router = { request in
        switch request.path {
        case personPath: .json(TMDbPeopleFixtures.personDetails)
        case personPath + "/combined_credits": .json(TMDbPeopleFixtures.combinedCredits)
        case "/3/configuration": .json(TMDbFixtures.configuration)
        default: .notFound
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
        #expect(server.requests.contains { $0.path == Self.personPath + "/combined_credits" })
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
