import CoreDomain
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleInfrastructure

@Suite("PersonPreviewMapper")
struct PersonPreviewMapperTests {
    let mapper = PersonPreviewMapper()

    @Test("an entity maps to a preview with every field")
    func entityToDomain() {
        #expect(mapper.map(PeoplePreviewEntity.mock()) == PersonPreview.mock())
    }

    @Test("a preview maps to an entity with every field")
    func domainToEntity() {
        #expect(mapper.map(PersonPreview.mock()) == PeoplePreviewEntity.mock())
    }

    @Test("absent fields stay absent through the round trip")
    func roundTripClearsAbsentFields() {
        let preview = PersonPreview(id: 11_701, name: "Angelina Jolie", gender: .female)

        let entity = mapper.map(preview)

        #expect(entity == PeoplePreviewEntity(personID: 11_701, name: "Angelina Jolie", gender: 1, knownForTitles: []))
        #expect(mapper.map(entity) == preview)
    }

    @Test("a stored gender integer this version does not know reads as unknown")
    func unrecognisedGender() {
        #expect(mapper.map(PeoplePreviewEntity.mock(gender: -1)).gender == .unknown)
    }
}
