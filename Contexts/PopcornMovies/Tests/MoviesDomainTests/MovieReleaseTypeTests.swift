import MoviesDomain
import Testing

@Suite("MovieReleaseType")
struct MovieReleaseTypeTests {
    @Test("raw values are TMDb's release type numbers, which the cache also stores")
    func rawValues() {
        #expect(
            MovieReleaseType.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(MovieReleaseType(rawValue: 3) == .theatrical)
        #expect(MovieReleaseType(rawValue: 2) == .theatricalLimited)
    }

    @Test("a number TMDb adds later has no case, for callers to read as unknown")
    func unknownNumber() {
        #expect(MovieReleaseType(rawValue: 7) == nil)
    }
}
