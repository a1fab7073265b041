import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVSeriesDetails")
struct TVSeriesDetailsTests {
    let details = TVSeriesDetailsMapper().map(
        .mock(tvSeries: .mock(seasons: [.mock(episodes: nil)])), region: "US", language: "en-US",
        imagesConfiguration: .mock())

    @Test("a fully populated document survives a JSON round trip")
    func jsonRoundTrip() throws {
        let data = try JSONEncoder().encode(details)
        #expect(try JSONDecoder().decode(TVSeriesDetails.self, from: data) == details)
    }

    @Test("the JSON keys are the property names")
    func jsonKeys() throws {
        let data = try JSONEncoder().encode(details)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in [
            "posterURLSet", "backdropURLSet", "seasons", "createdBy", "networks", "lastEpisodeToAir",
            "nextEpisodeToAir", "homepageURL", "isInProduction", "episodeRunTime", "isAdultOnly", "logoURLSet",
            "region", "certification", "isOnWatchlist", "recommendations", "watchProviders",
        ] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let season = try #require((object["seasons"] as? [[String: Any]])?.first)
        #expect(season["tvSeriesID"] as? Int == 1396)
        #expect(season["episodeCount"] as? Int == 7)
        #expect(object["region"] as? String == "US")
        #expect(object["certification"] as? String == "TV-MA")
        #expect(object["isOnWatchlist"] as? Bool == false)
    }

    @Test("parts the screen did not get are left out of the document, not written as empty")
    func absentPartsAreLeftOut() throws {
        let bare = TVSeriesDetailsMapper().map(
            TVSeriesBundle(tvSeries: .mock()), region: "US", language: "en-US", imagesConfiguration: .mock())
        let data = try JSONEncoder().encode(bare)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        for key in ["logoURLSet", "certification", "recommendations", "watchProviders"] {
            #expect(object[key] == nil, "\(key) should be absent")
        }
        #expect(try JSONDecoder().decode(TVSeriesDetails.self, from: data) == bare)
    }
}
