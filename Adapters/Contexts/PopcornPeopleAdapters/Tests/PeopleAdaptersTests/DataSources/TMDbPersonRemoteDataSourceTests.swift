import CoreDomain
import Foundation
import PeopleAdapters
import PeopleDomain
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbPersonRemoteDataSource")
struct TMDbPersonRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbPersonRemoteDataSource

    init() {
        dataSource = TMDbPersonRemoteDataSource(client: TMDbClient(transport: transport), language: "de-DE")
    }

    /// The one request sent, as its path and query; fails the test when there was not exactly one.
    private func sentRequest() throws -> (path: String, query: [String: String]) {
        let request = try #require(transport.requests.count == 1 ? transport.requests.first : nil)
        return (request.path, Dictionary(uniqueKeysWithValues: request.queryItems.map { ($0.name, $0.value ?? "") }))
    }

    @Test("a person's screen is one request to /person/{id} appending every part asked for, each part mapped")
    func screen() async throws {
        transport.stub(path: "/person/287", body: try Fixture.data("person-details-287-appended"))
        let bundle = try await dataSource.person(withID: 287, appending: [.images, .combinedCredits])
        #expect(bundle.person.name == "Brad Pitt")
        #expect(bundle.person.homepageURL == nil)
        #expect(bundle.combinedCredits?.id == 287)
        #expect(bundle.combinedCredits?.cast.map(\.title) == ["Se7en", "Friends"])
        #expect(bundle.combinedCredits?.crew.map(\.job) == ["Producer"])
        #expect(bundle.images?.id == 287)
        #expect(bundle.images?.profiles.map(\.languageCode) == [nil, "en"])
        let sent = try sentRequest()
        #expect(sent.path == "/person/287")
        #expect(sent.query == ["language": "de-DE", "append_to_response": "combined_credits,images"])
    }

    @Test("only the parts asked for are appended, and none asked for sends no append_to_response")
    func appendsOnlyWhatIsAsked() async throws {
        transport.stub(path: "/person/287", body: try Fixture.data("person-details-287"))
        _ = try await dataSource.person(withID: 287, appending: [.images])
        _ = try await dataSource.person(withID: 287, appending: [])
        #expect(
            transport.requests.map { Dictionary(uniqueKeysWithValues: $0.queryItems.map { ($0.name, $0.value ?? "") }) }
                == [["language": "de-DE", "append_to_response": "images"], ["language": "de-DE"]])
    }

    @Test("a part TMDb does not send is nil, the person mapped all the same")
    func partNotSent() async throws {
        transport.stub(path: "/person/287", body: try Fixture.data("person-details-287"))
        let bundle = try await dataSource.person(withID: 287, appending: [.combinedCredits, .images])
        #expect(bundle.person.imdbID == "nm0000093")
        #expect(bundle.person.gender == .male)
        #expect(bundle.combinedCredits == nil)
        #expect(bundle.images == nil)
    }

    @Test("popular people are fetched from /person/popular with the page and language")
    func popular() async throws {
        transport.stub(path: "/person/popular", body: try Fixture.data("person-popular"))
        let page = try await dataSource.popularPeople(page: 3)
        #expect(page.results.map(\.id) == [287, 99001])
        #expect(page.results.first?.knownForTitles == ["Fight Club", "Friends"])
        let sent = try sentRequest()
        #expect(sent.path == "/person/popular")
        #expect(sent.query == ["page": "3", "language": "de-DE"])
    }

    @Test("a search sends the query, page and language to /search/person")
    func search() async throws {
        transport.stub(path: "/search/person", body: try Fixture.data("person-search-brad"))
        let page = try await dataSource.searchPeople(query: "brad d", page: 2)
        #expect(page.page == 2)
        #expect(page.results.map(\.name) == ["Brad Dourif", "Brad Unknown"])
        let sent = try sentRequest()
        #expect(sent.path == "/search/person")
        #expect(sent.query == ["query": "brad d", "page": "2", "language": "de-DE"])
    }

    @Test("TMDb's 404 becomes not found", arguments: RemoteCall.allCases)
    func notFound(call: RemoteCall) async {
        await #expect(throws: DataAccessError.notFound) {
            try await call.send(to: dataSource)
        }
        #expect(transport.requests.map(\.path) == [call.path])
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message", arguments: RemoteCall.allCases)
    func unauthorised(call: RemoteCall) async {
        transport.stub(
            path: call.path,
            statusCode: 401,
            body: Data(
                #"{"success":false,"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#
                    .utf8)
        )
        await #expect(throws: DataAccessError.unauthorised("Invalid API key: You must be granted a valid key.")) {
            try await call.send(to: dataSource)
        }
    }

    @Test("a body that does not decode becomes an invalid response", arguments: RemoteCall.allCases)
    func garbage(call: RemoteCall) async {
        transport.stub(path: call.path, body: Data("<html>oops</html>".utf8))
        await #expect {
            try await call.send(to: dataSource)
        } throws: { error in
            guard case .invalidResponse = error as? DataAccessError else { return false }
            return true
        }
    }

    @Test("no answer at all becomes unreachable")
    func unreachable() async {
        transport.stub(path: "/person/287", error: .unreachable("connection refused"))
        await #expect {
            try await dataSource.person(withID: 287, appending: [])
        } throws: { error in
            guard case .unreachable = error as? DataAccessError else { return false }
            return true
        }
    }
}
