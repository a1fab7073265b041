import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@Suite("PersonCredit")
struct PersonCreditTests {
    @Test("only the credit id, media type, title id and title are required; every other field defaults to nil")
    func defaults() {
        let credit = PersonCredit(creditID: "c1", mediaType: .movie, titleID: 550, title: "Fight Club")
        #expect(credit.originalTitle == nil)
        #expect(credit.releaseDate == nil)
        #expect(credit.posterPath == nil)
        #expect(credit.popularity == nil)
        #expect(credit.voteAverage == nil)
        #expect(credit.character == nil)
        #expect(credit.job == nil)
        #expect(credit.department == nil)
        #expect(credit.episodeCount == nil)
    }

    @Test("the credit id identifies it")
    func identity() {
        #expect(PersonCredit.mock(creditID: "52fe4250c3a36847f80149f3").id == "52fe4250c3a36847f80149f3")
    }

    @Test("a credit without a job is a cast credit, with or without a character")
    func castCredit() {
        #expect(PersonCredit.mock(character: "Tyler Durden").isCast)
        #expect(PersonCredit.mock(character: nil).isCast)
    }

    @Test("a credit with a job is a crew credit")
    func crewCredit() {
        #expect(!PersonCredit.mock(character: nil, job: "Producer", department: "Production").isCast)
    }

    @Test("two credits with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(PersonCredit.mock() == PersonCredit.mock())
        #expect(PersonCredit.mock(creditID: "c1") != PersonCredit.mock(creditID: "c2"))
        #expect(PersonCredit.mock(mediaType: .movie) != PersonCredit.mock(mediaType: .tvSeries))
        #expect(PersonCredit.mock(episodeCount: 1) != PersonCredit.mock(episodeCount: 2))
    }
}
