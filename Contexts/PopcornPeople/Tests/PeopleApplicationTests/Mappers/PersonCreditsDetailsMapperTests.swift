import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonCreditsDetailsMapper")
struct PersonCreditsDetailsMapperTests {
    let mapper = PersonCreditsDetailsMapper()

    @Test("the person's id carries over and cast and crew merge per title, newest first")
    func mergesPerTitle() {
        let details = mapper.map(.mock(), name: "Brad Pitt", imagesConfiguration: .mock())
        #expect(details.id == 287)
        #expect(details.name == "Brad Pitt")
        #expect(details.titles.map(\.title) == ["Breaking Bad", "Fight Club", "Se7en"])
        let fightClub = details.titles[1]
        #expect(fightClub.characters == ["Tyler Durden"])
        #expect(fightClub.jobs == [PersonJobDetails(job: "Producer", department: "Production")])
        #expect(details.titles[0].mediaType == .tvSeries)
        #expect(details.titles[0].jobs.map(\.job) == ["Director"])
        #expect(details.titles[0].episodeCount == 1)
    }

    @Test("a title's fields come from its cast credit before its crew credit")
    func castFieldsFirst() {
        let credits = PersonCredits(
            id: 1,
            cast: [.mock(creditID: "c1", title: "Cast title", voteAverage: 7)],
            crew: [
                .mock(
                    creditID: "j1", title: "Crew title", voteAverage: 3, character: nil, job: "Producer",
                    department: "Production")
            ]
        )
        let details = mapper.map(credits, name: "A", imagesConfiguration: .mock())
        #expect(details.titles.map(\.title) == ["Cast title"])
        #expect(details.titles.first?.voteAverage == 7)
    }

    @Test("a person without credits has no titles")
    func noCredits() {
        let details = mapper.map(PersonCredits(id: 9, cast: [], crew: []), name: "B", imagesConfiguration: .mock())
        #expect(details == PersonCreditsDetails(id: 9, name: "B", titles: []))
    }
}
