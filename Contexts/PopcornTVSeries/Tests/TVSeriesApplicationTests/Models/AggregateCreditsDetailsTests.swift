import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
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

    @Test("the crew is grouped by department, directing first, each person keeping their jobs")
    func crewByDepartment() {
        let writerAndCreator: [TVJob] = [
            .mock(creditID: "j1", job: "Writer", episodeCount: 13),
            .mock(creditID: "j2", job: "Creator", episodeCount: 62),
        ]
        let details = AggregateCreditsDetailsMapper().map(
            .mock(crew: [
                .mock(id: 1, name: "Sound Person", department: "Sound"),
                .mock(department: "Writing", jobs: writerAndCreator),
                .mock(id: 29779, name: "Michelle MacLaren", department: "Directing", jobs: writerAndCreator),
            ]),
            imagesConfiguration: .mock())
        #expect(details.crewByDepartment.map(\.department) == ["Directing", "Writing", "Sound"])
        #expect(
            details.crewByDepartment.map { $0.members.map(\.name) } == [
                ["Michelle MacLaren"], ["Vince Gilligan"], ["Sound Person"],
            ])
        #expect(details.crewByDepartment[1].members.first?.jobs.map(\.job) == ["Writer", "Creator"])
    }
}
