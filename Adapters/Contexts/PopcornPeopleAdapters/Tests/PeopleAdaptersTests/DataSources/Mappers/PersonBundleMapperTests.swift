import CoreDomain
import Foundation
import PeopleDomain
import TMDbKit
import Testing

@testable import PeopleAdapters

@Suite("PersonBundleMapper")
struct PersonBundleMapperTests {
    let mapper = PersonBundleMapper()

    func decode(_ fixture: String) throws -> PersonDetailsResponseDTO {
        try Fixture.decode(PersonDetailsResponseDTO.self, fixture)
    }

    @Test("an appended body maps to the person with their credits and photos, the credits keeping TMDb's order")
    func everyPart() throws {
        let bundle = mapper.map(try decode("person-details-287-appended"), parts: Set(PersonPart.allCases))
        #expect(bundle.person.id == 287)
        #expect(bundle.person.birthday != nil)
        let credits = try #require(bundle.combinedCredits)
        #expect(credits.id == 287)
        #expect(credits.cast.map(\.mediaType) == [.movie, .tvSeries])
        #expect(credits.cast.last?.episodeCount == 1)
        #expect(credits.crew.map(\.department) == ["Production"])
    }

    @Test("photos take the person's id, keep TMDb's order and each photo's size, language and votes")
    func photos() throws {
        let images = try #require(
            mapper.map(try decode("person-details-287-appended"), parts: Set(PersonPart.allCases)).images)
        #expect(images.id == 287)
        #expect(images.posters.isEmpty && images.logos.isEmpty && images.backdrops.isEmpty)
        #expect(
            images.profiles.map(\.filePath.path) == ["/cckcYc2v0yh1tc9QjRelptcOBko.jpg", "/pittSecondPortrait.jpg"])
        let first = try #require(images.profiles.first)
        #expect(first.width == 1400)
        #expect(first.height == 2100)
        #expect(first.languageCode == nil)
        #expect(first.voteAverage == 5.522)
        #expect(first.voteCount == 12)
        #expect(images.profiles.last?.languageCode == "en")
    }

    @Test("a body asked for no part maps to the person alone")
    func detailsOnly() throws {
        let bundle = mapper.map(try decode("person-details-287"), parts: [])
        #expect(bundle == PersonBundle(person: bundle.person))
        #expect(bundle.person.name == "Brad Pitt")
    }

    @Test("parts asked for that the body lacks are unanswered; parts in the body not asked for are left out")
    func unansweredAndUnasked() throws {
        let bare = mapper.map(try decode("person-details-287"), parts: [.images])
        #expect(bare.images == nil)
        #expect(bare.unansweredParts == [.images])

        let appended = mapper.map(try decode("person-details-287-appended"), parts: [.combinedCredits])
        #expect(appended.combinedCredits != nil)
        #expect(appended.images == nil)
        #expect(appended.unansweredParts.isEmpty)
    }
}
