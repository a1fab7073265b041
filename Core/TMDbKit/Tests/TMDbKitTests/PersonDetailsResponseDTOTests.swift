import Foundation
import Testing

@testable import TMDbKit

@Suite struct PersonDetailsResponseDTOTests {
    private func appended(_ decoder: DecoderKind) throws -> PersonDetailsResponseDTO {
        try decoder.decode(PersonDetailsResponseDTO.self, from: Fixture.data("person-details-287-appended"))
    }

    @Test(arguments: DecoderKind.allCases)
    func decodesTheDetailsAsTheBareDetailsDTOWould(decoder: DecoderKind) throws {
        let body = try Fixture.data("person-details-287-appended")

        let response = try decoder.decode(PersonDetailsResponseDTO.self, from: body)

        #expect(response.details == (try decoder.decode(PersonDetailsDTO.self, from: body)))
        #expect(response.details.name == "Brad Pitt")
        #expect(response.details.birthday == "1963-12-18")
    }

    @Test(arguments: DecoderKind.allCases)
    func givesAppendedCombinedCreditsThePersonsID(decoder: DecoderKind) throws {
        let credits = try #require(try appended(decoder).combinedCredits)

        #expect(credits.id == 287)
        #expect(credits.cast.map(\.title) == ["Fight Club"])
        #expect(credits.cast.first?.character == "Tyler Durden")
        #expect(credits.crew.map(\.job) == ["Producer"])
    }

    @Test(arguments: DecoderKind.allCases)
    func decodesTheProfilesOfTheAppendedImages(decoder: DecoderKind) throws {
        let images = try #require(try appended(decoder).images)

        #expect(images.id == nil)
        #expect(images.profiles.map(\.filePath) == ["/bp287PortraitOne.jpg"])
        #expect(images.posters.isEmpty)
    }

    @Test(arguments: DecoderKind.allCases)
    func leavesEveryPartNilWhenNoneWasAppended(decoder: DecoderKind) throws {
        let response = try decoder.decode(PersonDetailsResponseDTO.self, from: Fixture.data("person-details-287"))

        #expect(response.combinedCredits == nil)
        #expect(response.images == nil)
    }

    @Test(arguments: DecoderKind.allCases)
    func encodesAsTMDbsBodyAndDecodesBackToTheSameResponse(decoder: DecoderKind) throws {
        let response = try appended(decoder)

        let body = try JSONEncoder().encode(response)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])

        #expect(object["name"] as? String == "Brad Pitt")
        #expect(object["combined_credits"] is [String: Any])
        #expect(try decoder.decode(PersonDetailsResponseDTO.self, from: body) == response)
    }
}
