import CoreDomain
import Foundation
import PeopleDomain
import Testing

@testable import PeopleInfrastructure

@Suite("PersonPreviewMapper")
struct PersonPreviewMapperTests {
    let mapper = PersonPreviewMapper()

    @Test("an entity maps to a preview with every field")
    func entityToDomain() {
        #expect(mapper.map(PeoplePreviewEntity.mock()) == PersonPreview.mock())
    }

    @Test("a preview maps to an entity of its page at its position")
    func domainToEntity() {
        #expect(
            mapper.map(PersonPreview.mock(), pageKey: "people:popular:page:1", position: 3)
                == PeoplePreviewEntity.mock(position: 3))
    }

    @Test("updating in place overwrites every field and the position, clearing absent ones, and keeps the page")
    func updateInPlace() {
        var entity = PeoplePreviewEntity.mock(pageKey: "k")
        let preview = PersonPreview(id: 11_701, name: "Angelina Jolie", gender: .female)

        mapper.map(preview, to: &entity, position: 1)

        #expect(
            entity
                == PeoplePreviewEntity(
                    pageKey: "k", position: 1, personID: 11_701, name: "Angelina Jolie", gender: 1, knownForTitles: []))
        #expect(mapper.map(entity) == preview)
    }

    @Test("a stored gender integer this version does not know reads as unknown")
    func unrecognisedGender() {
        #expect(mapper.map(PeoplePreviewEntity.mock(gender: -1)).gender == .unknown)
    }
}
