import PeopleDomain
import TMDbKit
import Testing

@testable import PeopleAdapters

@Suite("PersonPartMapper")
struct PersonPartMapperTests {
    @Test("each part is named as TMDb's append_to_response names it")
    func names() {
        let mapper = PersonPartMapper()
        #expect(mapper.map(.combinedCredits).rawValue == "combined_credits")
        #expect(mapper.map(.images).rawValue == "images")
    }

    @Test("every part has a TMDb name, and no two share one")
    func everyPart() {
        let mapper = PersonPartMapper()
        #expect(Set(PersonPart.allCases.map(mapper.map)).count == PersonPart.allCases.count)
    }
}
