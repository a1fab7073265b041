import Foundation
import Testing

@testable import TMDbKit

@Suite struct PersonDetailsResponseDTOTests {
    private func appended() throws -> PersonDetailsResponseDTO {
        try TMDbJSON.decode(PersonDetailsResponseDTO.self, from: Fixture.data("person-details-287-appended"))
    }

    @Test
    func decodesTheDetailsAsTheBareDetailsDTOWould() throws {
        let body = try Fixture.data("person-details-287-appended")

        let response = try TMDbJSON.decode(PersonDetailsResponseDTO.self, from: body)

        #expect(response.details == (try TMDbJSON.decode(PersonDetailsDTO.self, from: body)))
        #expect(response.details.name == "Brad Pitt")
        #expect(response.details.birthday == "1963-12-18")
    }

    @Test
    func givesAppendedCombinedCreditsThePersonsID() throws {
        let credits = try #require(try appended().combinedCredits)

        #expect(credits.id == 287)
        #expect(credits.cast.map(\.title) == ["Fight Club"])
        #expect(credits.cast.first?.character == "Tyler Durden")
        #expect(credits.crew.map(\.job) == ["Producer"])
    }

    @Test
    func decodesTheProfilesOfTheAppendedImages() throws {
        let images = try #require(try appended().images)

        #expect(images.id == nil)
        #expect(images.profiles.map(\.filePath) == ["/bp287PortraitOne.jpg"])
        #expect(images.posters.isEmpty)
    }

    @Test
    func leavesEveryPartNilWhenNoneWasAppended() throws {
        let response = try TMDbJSON.decode(PersonDetailsResponseDTO.self, from: Fixture.data("person-details-287"))

        #expect(response.combinedCredits == nil)
        #expect(response.images == nil)
    }

    @Test
    func encodesAsTMDbsBodyAndDecodesBackToTheSameResponse() throws {
        let response = try appended()

        let body = try JSONEncoder().encode(response)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])

        #expect(object["name"] as? String == "Brad Pitt")
        #expect(object["combined_credits"] is [String: Any])
        #expect(try TMDbJSON.decode(PersonDetailsResponseDTO.self, from: body) == response)
    }
}
