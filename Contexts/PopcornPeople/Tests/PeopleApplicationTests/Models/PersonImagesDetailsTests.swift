import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonImagesDetails")
struct PersonImagesDetailsTests {
    let details = PersonImagesDetailsMapper().map(.mock(), imagesConfiguration: .mock())

    @Test("a fully populated document survives a JSON round trip")
    func jsonRoundTrip() throws {
        let data = try JSONEncoder().encode(details)
        #expect(try JSONDecoder().decode(PersonImagesDetails.self, from: data) == details)
    }

    @Test("the JSON keys are the property names: each photo's URLs, language, size and votes")
    func jsonKeys() throws {
        let data = try JSONEncoder().encode(details)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["id"] as? Int == 287)
        #expect(object["name"] as? String == "Brad Pitt")
        let photo = try #require((object["photos"] as? [[String: Any]])?.last)
        for key in ["urlSet", "width", "height", "aspectRatio", "languageCode"] {
            #expect(photo[key] != nil, "missing \(key)")
        }
        #expect(photo["languageCode"] as? String == "en")
    }

    @Test("photos the source does not know are an empty list in the document, never a missing key")
    func unknownPhotosAreEmpty() throws {
        let unknown = PersonImagesDetails(id: 287, name: "Brad Pitt", photos: nil)

        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(unknown)) as? [String: Any])

        #expect((object["photos"] as? [Any])?.isEmpty == true)
    }
}
