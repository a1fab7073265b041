import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("AggregateCreditsDetailsMapper")
struct AggregateCreditsDetailsMapperTests {
    let mapper = AggregateCreditsDetailsMapper()
    /// Billing out of order on purpose (Bryan Cranston is order 0); crew in TMDb's order, a writer then a
    /// director.
    let credits = AggregateCredits.mock(
        cast: [.mock(id: 84497, name: "Aaron Paul", order: 1), .mock()],
        crew: [
            .mock(department: "Writing", jobs: Self.writerAndCreator),
            .mock(id: 29779, name: "Michelle MacLaren", department: "Directing", jobs: Self.writerAndCreator),
        ])
    static let writerAndCreator: [TVJob] = [
        .mock(creditID: "j1", job: "Writer", episodeCount: 13), .mock(creditID: "j2", job: "Creator", episodeCount: 62),
    ]

    @Test("the series' id carries over")
    func passesID() {
        #expect(mapper.map(.mock(id: 1396), imagesConfiguration: .mock()).id == 1396)
    }

    @Test("the cast comes in billing order")
    func castInBillingOrder() {
        let details = mapper.map(credits, imagesConfiguration: .mock())
        #expect(details.cast.map(\.name) == ["Bryan Cranston", "Aaron Paul"])
        #expect(details.cast.map(\.order) == [0, 1])
    }

    @Test("the crew stays as TMDb groups it, one entry per person and department")
    func crewAsGiven() {
        let details = mapper.map(credits, imagesConfiguration: .mock())
        #expect(details.crew.map(\.name) == ["Vince Gilligan", "Michelle MacLaren"])
        #expect(details.crew.map(\.department) == ["Writing", "Directing"])
        #expect(details.crew.first?.jobs.map(\.job) == ["Writer", "Creator"])
    }

    @Test("the crew has the most episodes first, ties in TMDb's order, as the credits screen shows it")
    func crewByEpisodes() {
        let few = [TVJob(creditID: "f", job: "Director", episodeCount: 3)]
        let many = [TVJob(creditID: "m", job: "Producer", episodeCount: 40)]
        let crew: [AggregateCrewMember] = [
            .mock(id: 1, name: "Few", jobs: few, totalEpisodeCount: 3),
            .mock(id: 2, name: "Many", jobs: many, totalEpisodeCount: 40),
            .mock(id: 3, name: "Few too", jobs: few, totalEpisodeCount: 3),
        ]
        let details = mapper.map(.mock(crew: crew), imagesConfiguration: .mock())
        #expect(details.crew.map(\.name) == ["Many", "Few", "Few too"])
    }

    @Test("no cast or crew gives empty lists")
    func empty() {
        let details = mapper.map(.mock(cast: [], crew: []), imagesConfiguration: .mock())
        #expect(details.cast.isEmpty)
        #expect(details.crew.isEmpty)
    }
}
