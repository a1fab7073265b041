import CoreDomain
import Testing

@Suite("DataAccessError+SourceWide")
struct DataAccessErrorSourceWideTests {
    @Test(
        "TMDb out of reach, refusing or rate limiting is source-wide; one missing item or a bad body is not",
        arguments: [
            (DataAccessError.unreachable("offline"), true), (.unauthorised("bad key"), true),
            (.rateLimited("429"), true), (.notFound, false), (.invalidResponse("/tv/1"), false),
            (.storage("locked"), false), (.unknown(nil), false),
        ])
    func sourceWide(error: DataAccessError, expected: Bool) {
        #expect(error.isSourceWide == expected)
    }
}
