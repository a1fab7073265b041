import DataPersistence
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("ContentRatingsMapper")
struct ContentRatingsMapperTests {
    let mapper = ContentRatingsMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("every country's rating becomes one row, in TMDb's order, owned by the series")
    func domainToEntity() {
        let entity = mapper.map(
            [
                .mock(), .mock(countryCode: "GB", rating: "18", descriptors: ["Drugs"]),
                .mock(countryCode: "DE", rating: nil),
            ],
            tvSeriesID: 1396, language: "en-US", cachedAt: cachedAt)

        #expect(entity.ownerID == 1396)
        #expect(entity.language == "en-US")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.rows?.map(\.countryCode) == ["US", "GB", "DE"])
        #expect(entity.rows?.map(\.rating) == ["TV-MA", "18", nil])
        #expect(entity.rows?.map(\.descriptors) == [[], ["Drugs"], []])
    }

    @Test("rows read back as the ratings they came from, every field kept")
    func roundTrip() {
        let ratings: [ContentRating] = [
            .mock(descriptors: ["Violence", "Language"]), .mock(countryCode: "BR", rating: nil),
            .mock(countryCode: "KR", rating: "19"),
        ]

        #expect(mapper.map(mapper.map(ratings, tvSeriesID: 1396, language: "en-US", cachedAt: cachedAt)) == ratings)
    }

    @Test("updating in place replaces every row, the language and the date, and keeps the owner")
    func updateInPlace() {
        var entity = mapper.map(
            [.mock(), .mock(countryCode: "GB")], tvSeriesID: 1396, language: "en-US", cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)

        mapper.map([.mock(countryCode: "FR", rating: "16")], to: &entity, language: "fr-FR", cachedAt: later)

        #expect(entity.ownerID == 1396)
        #expect(entity.rows?.map(\.countryCode) == ["FR"])
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == later)
    }

    @Test("no rows read as no ratings")
    func empty() {
        #expect(
            mapper.map(
                OwnedRowsEntity<TVSeriesContentRatingsTables>(ownerID: 1396, language: "en-US", cachedAt: cachedAt))
                == [])
        #expect(mapper.map([], tvSeriesID: 1396, language: "en-US", cachedAt: cachedAt).rows == [])
    }
}
