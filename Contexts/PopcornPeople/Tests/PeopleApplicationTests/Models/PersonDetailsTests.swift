import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import Testing

@testable import PeopleApplication

@Suite("PersonDetails")
struct PersonDetailsTests {
    let details = PersonDetailsMapper().map(.mock(), imagesConfiguration: .mock())

    @Test("a fully populated document survives a JSON round trip")
    func jsonRoundTrip() throws {
        let data = try JSONEncoder().encode(details)
        #expect(try JSONDecoder().decode(PersonDetails.self, from: data) == details)
    }

    @Test("the JSON keys are the property names, and the gender encodes as TMDb's integer")
    func jsonKeys() throws {
        let data = try JSONEncoder().encode(details)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in [
            "id", "name", "alsoKnownAs", "knownForDepartment", "biography", "birthday", "gender", "placeOfBirth",
            "profileURLSet", "popularity", "imdbID", "homepageURL",
        ] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["profilePath"] == nil)
        #expect(object["gender"] as? Int == 2)
    }
}
