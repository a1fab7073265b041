import Foundation
import Testing

@testable import TMDbKit

@Suite struct CreatorDTOTests {
    @Test
    func decodesACreatorWithoutAProfilePicture() throws {
        let creator = try TMDbJSON.decode(
            CreatorDTO.self,
            json: #"{"id": 1, "credit_id": "c1", "name": "A", "original_name": "A", "gender": 1, "profile_path": null}"#
        )

        #expect(creator == CreatorDTO(id: 1, creditID: "c1", name: "A", originalName: "A", gender: 1))
    }

    @Test func readsAWrongTypeGenderAsNil() throws {
        let creator = try Fixture.decode(
            CreatorDTO.self, json: #"{"id": 1, "credit_id": "c1", "name": "A", "gender": "f"}"#)

        #expect(creator.gender == nil)
    }

    @Test func failsWithoutACreditID() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(CreatorDTO.self, json: #"{"id": 1, "name": "A"}"#)
        }
    }
}
