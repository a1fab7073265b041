import PeopleDomain
import Testing

@testable import PeopleAdapters

@Suite("PersonCreditMediaTypeMapper")
struct PersonCreditMediaTypeMapperTests {
    @Test(
        "TMDb's media types map to their cases",
        arguments: [("movie", PersonCreditMediaType.movie), ("tv", .tvSeries)])
    func documentedMediaTypes(raw: String, expected: PersonCreditMediaType) {
        #expect(PersonCreditMediaTypeMapper().map(raw) == expected)
    }

    @Test("a media type TMDb adds later maps to unknown", arguments: ["podcast", "person", "", "Movie", "TV"])
    func unknownMediaType(raw: String) {
        #expect(PersonCreditMediaTypeMapper().map(raw) == .unknown)
    }
}
