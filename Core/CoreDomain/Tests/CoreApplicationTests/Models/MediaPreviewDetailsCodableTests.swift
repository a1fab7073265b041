import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@Suite("MediaPreviewDetails Codable")
struct MediaPreviewDetailsCodableTests {
    let mapper = MediaPreviewDetailsMapper()

    func details(_ preview: MediaPreview) -> MediaPreviewDetails {
        mapper.map(preview, imagesConfiguration: .mock())
    }

    /// The JSON object `details` encodes to.
    func object(_ details: MediaPreviewDetails) throws -> [String: Any] {
        let data = try JSONEncoder().encode(details)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func roundTrip(_ details: MediaPreviewDetails) throws -> MediaPreviewDetails {
        try JSONDecoder().decode(MediaPreviewDetails.self, from: JSONEncoder().encode(details))
    }

    @Test("a movie encodes as its own fields plus \"kind\": \"movie\"")
    func movieKeys() throws {
        let object = try object(details(.movie(.mock())))

        #expect(object["kind"] as? String == "movie")
        #expect(object["id"] as? Int == 550)
        #expect(object["title"] as? String == "Fight Club")
        #expect(
            Set(object.keys) == [
                "kind", "id", "title", "originalTitle", "originalLanguage", "overview", "releaseDate", "posterURLSet",
                "backdropURLSet", "genreIDs", "popularity", "voteAverage", "voteCount", "isAdultOnly", "hasVideo",
            ])
    }

    @Test("a series encodes as its own fields plus \"kind\": \"tv\"")
    func seriesKeys() throws {
        let object = try object(details(.tvSeries(.mock())))

        #expect(object["kind"] as? String == "tv")
        #expect(object["name"] as? String == "Breaking Bad")
        #expect(object["originCountries"] as? [String] == ["US"])
        #expect(object["title"] == nil)
    }

    @Test("a person encodes as their own fields plus \"kind\": \"person\", known-for titles with their kinds")
    func personKeys() throws {
        let person = PersonMediaPreview.mock(knownFor: [.movie(.mock()), .tvSeries(.mock())])

        let object = try object(details(.person(person)))

        #expect(object["kind"] as? String == "person")
        #expect(object["name"] as? String == "Brad Pitt")
        #expect(object["gender"] as? Int == 2)
        #expect(object["profileURLSet"] is [String: Any])
        let knownFor = try #require(object["knownFor"] as? [[String: Any]])
        #expect(knownFor.map { $0["kind"] as? String } == ["movie", "tv"])
    }

    @Test(
        "every kind decodes back to what was encoded",
        arguments: [
            MediaPreview.movie(.mock()),
            .tvSeries(.mock()),
            .person(.mock(knownFor: [.movie(.mock()), .tvSeries(.mock())])),
            .movie(MovieMediaPreview(id: 1, title: "Sparse")),
        ])
    func roundTrips(preview: MediaPreview) throws {
        let details = details(preview)

        #expect(try roundTrip(details) == details)
    }

    @Test("a mixed page round-trips in order")
    func pageRoundTrip() throws {
        let page = MediaPreviewDetailsPageMapper().map(.mock(), imagesConfiguration: .mock())

        let decoded = try JSONDecoder().decode(MediaPreviewDetailsPage.self, from: JSONEncoder().encode(page))

        #expect(decoded == page)
        #expect(decoded.results.map(\.kind) == [.movie, .tvSeries, .person])
    }

    @Test("a kind this build does not know fails to decode")
    func unknownKind() {
        let json = Data(#"{"kind": "collection", "id": 10, "name": "Star Wars Collection"}"#.utf8)

        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MediaPreviewDetails.self, from: json)
        }
    }

    @Test("an object without a kind fails to decode")
    func missingKind() {
        let json = Data(#"{"id": 550, "title": "Fight Club", "genreIDs": [], "isAdultOnly": false}"#.utf8)

        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MediaPreviewDetails.self, from: json)
        }
    }
}
