import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesApplication

@Suite("AggregateCreditsDetails")
struct AggregateCreditsDetailsTests {
    @Test("a document survives a JSON round trip, roles and jobs included")
    func jsonRoundTrip() throws {
        let details = AggregateCreditsDetailsMapper().map(.mock(), imagesConfiguration: .mock())
        let data = try JSONEncoder().encode(details)
        let decoded = try JSONDecoder().decode(AggregateCreditsDetails.self, from: data)
        #expect(decoded == details)
        #expect(decoded.cast.first?.roles.map(\.character) == ["Walter White", "Heisenberg"])
    }
}
