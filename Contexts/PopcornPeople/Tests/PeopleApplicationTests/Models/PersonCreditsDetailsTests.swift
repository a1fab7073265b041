import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PersonCreditsDetails")
struct PersonCreditsDetailsTests {
    let details = PersonCreditsDetailsMapper().map(.mock(), name: "Brad Pitt", imagesConfiguration: .mock())

    @Test("a fully populated document survives a JSON round trip")
    func jsonRoundTrip() throws {
        let data = try JSONEncoder().encode(details)
        #expect(try JSONDecoder().decode(PersonCreditsDetails.self, from: data) == details)
    }

    @Test("the JSON keys are the property names, and the media type encodes as its raw value")
    func jsonKeys() throws {
        let data = try JSONEncoder().encode(details)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["id"] as? Int == 287)
        #expect(object["name"] as? String == "Brad Pitt")
        let title = try #require((object["titles"] as? [[String: Any]])?.first)
        for key in [
            "mediaType", "titleID", "title", "releaseDate", "posterURLSet", "popularity", "voteAverage",
            "characters", "jobs", "episodeCount",
        ] {
            #expect(title[key] != nil, "missing \(key)")
        }
        #expect(title["mediaType"] as? String == "tvSeries")
        let job = try #require((title["jobs"] as? [[String: Any]])?.first)
        #expect(job["job"] as? String == "Director")
        #expect(job["department"] as? String == "Directing")
    }
}
