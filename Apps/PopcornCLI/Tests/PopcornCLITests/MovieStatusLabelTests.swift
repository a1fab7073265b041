import MoviesDomain
import Testing

@testable import PopcornCLI

@Suite("MovieStatusLabel")
struct MovieStatusLabelTests {
    @Test("Known statuses read as words; unknown and missing ones are left out")
    func labels() {
        #expect(MovieStatusLabel.text(for: .released) == "Released")
        #expect(MovieStatusLabel.text(for: .inProduction) == "In production")
        #expect(MovieStatusLabel.text(for: .postProduction) == "Post-production")
        #expect(MovieStatusLabel.text(for: .unknown) == nil)
        #expect(MovieStatusLabel.text(for: nil) == nil)
    }

    @Test("Every known status has a label", arguments: MovieStatus.allCases.filter { $0 != .unknown })
    func everyStatus(status: MovieStatus) {
        #expect(MovieStatusLabel.text(for: status)?.isEmpty == false)
    }
}
