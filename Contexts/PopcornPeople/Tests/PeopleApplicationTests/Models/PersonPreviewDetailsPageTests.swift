import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonPreviewDetailsPage")
struct PersonPreviewDetailsPageTests {
    let page = PersonPreviewDetailsPageMapper().map(
        .mock(totalPages: 2, totalResults: 26, results: [.mock(knownForTitles: ["Fight Club", "Se7en"])]),
        imagesConfiguration: .mock())

    @Test("a fully populated document survives a JSON round trip")
    func jsonRoundTrip() throws {
        let data = try JSONEncoder().encode(page)
        #expect(try JSONDecoder().decode(PersonPreviewDetailsPage.self, from: data) == page)
    }

    @Test("the JSON keys are the property names")
    func jsonKeys() throws {
        let data = try JSONEncoder().encode(page)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["totalPages"] as? Int == 2)
        #expect(object["totalResults"] as? Int == 26)
        let result = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(result["profileURLSet"] != nil)
        #expect(result["knownForTitles"] as? [String] == ["Fight Club", "Se7en"])
        #expect(result["knownForDepartment"] as? String == "Acting")
    }
}
