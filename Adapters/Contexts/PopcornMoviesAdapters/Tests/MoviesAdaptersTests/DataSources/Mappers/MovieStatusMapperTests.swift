import MoviesDomain
import Testing

@testable import MoviesAdapters

@Suite("MovieStatusMapper")
struct MovieStatusMapperTests {
    @Test(
        "TMDb's documented statuses map to their cases",
        arguments: [
            ("Rumored", MovieStatus.rumoured), ("Planned", .planned), ("In Production", .inProduction),
            ("Post Production", .postProduction), ("Released", .released), ("Canceled", .cancelled),
        ])
    func documentedStatuses(raw: String, expected: MovieStatus) {
        #expect(MovieStatusMapper().map(raw) == expected)
    }

    @Test("a status TMDb adds later maps to unknown", arguments: ["Leaked", "", "released"])
    func unknownStatus(raw: String) {
        #expect(MovieStatusMapper().map(raw) == .unknown)
    }
}
