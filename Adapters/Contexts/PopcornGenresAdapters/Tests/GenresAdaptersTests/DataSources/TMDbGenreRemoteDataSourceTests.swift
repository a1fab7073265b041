import CoreDomain
import Foundation
import GenresAdapters
import GenresDomain
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbGenreRemoteDataSource")
struct TMDbGenreRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbGenreRemoteDataSource

    init() {
        dataSource = TMDbGenreRemoteDataSource(client: TMDbClient(transport: transport), language: "fr-FR")
    }

    @Test(
        "each kind asks its own list path, with the language only",
        arguments: [(GenreMediaType.movie, "/genre/movie/list"), (.tv, "/genre/tv/list")])
    func request(mediaType: GenreMediaType, path: String) async throws {
        transport.stub(path: path, body: try Fixture.data("genre-list-movie"))

        _ = try await dataSource.genres(for: mediaType)

        let request = try #require(transport.requests.count == 1 ? transport.requests.first : nil)
        #expect(request.path == path)
        #expect(request.queryItems == [URLQueryItem(name: "language", value: "fr-FR")])
    }

    @Test("the answer maps to genres in TMDb's order, named in the request's language")
    func mapsTheAnswer() async throws {
        transport.stub(path: "/genre/tv/list", body: try Fixture.data("genre-list-tv-fr"))

        let genres = try await dataSource.genres(for: .tv)

        #expect(
            genres == [
                Genre(id: 10759, name: "Action & Adventure"), Genre(id: 35, name: "Comédie"),
                Genre(id: 18, name: "Drame"), Genre(id: 10765, name: "Science-Fiction & Fantastique"),
            ])
    }

    @Test("TMDb's 404 becomes not found")
    func notFound() async {
        await #expect(throws: DataAccessError.notFound) {
            try await dataSource.genres(for: .movie)
        }
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message")
    func unauthorised() async {
        transport.stub(
            path: "/genre/movie/list",
            statusCode: 401,
            body: Data(#"{"success":false,"status_code":7,"status_message":"Invalid API key"}"#.utf8)
        )

        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await dataSource.genres(for: .movie)
        }
    }

    @Test("a body that is not a genre list is an invalid response")
    func invalidBody() async {
        transport.stub(path: "/genre/movie/list", body: Data("[1, 2, 3]".utf8))

        await #expect {
            try await dataSource.genres(for: .movie)
        } throws: { error in
            guard case .invalidResponse = error as? DataAccessError else {
                return false
            }
            return true
        }
    }
}
