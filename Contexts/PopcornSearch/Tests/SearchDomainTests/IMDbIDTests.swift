import SearchDomain
import Testing

@Suite("IMDbID")
struct IMDbIDTests {
    @Test(
        "tt is a title and nm a person, in any case, with 7 to 10 digits; the text is lower-cased",
        arguments: [
            ("tt0137523", "tt0137523", IMDbID.Kind.title), ("TT0903747", "tt0903747", .title),
            ("nm0000093", "nm0000093", .name), ("tt15239678", "tt15239678", .title),
        ])
    func valid(text: String, expected: String, kind: IMDbID.Kind) throws {
        let id = try #require(IMDbID(text))

        #expect(id.text == expected && id.description == expected)
        #expect(id.kind == kind)
    }

    @Test(
        "anything else is no IMDb id",
        arguments: ["", "tt", "tt123456", "tt12345678901", "co0012345", "550", "tt01375a3", "tt０１３７５２３", " tt0137523"])
    func invalid(text: String) {
        #expect(IMDbID(text) == nil)
    }
}
