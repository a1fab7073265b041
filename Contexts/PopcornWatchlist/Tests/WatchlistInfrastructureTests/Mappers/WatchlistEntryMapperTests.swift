import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistInfrastructure

@Suite("WatchlistEntryMapper")
struct WatchlistEntryMapperTests {
    let mapper = WatchlistEntryMapper()

    @Test("an entry becomes a row of its kind's raw value, id, title values, dates and note")
    func toEntity() {
        let entry = WatchlistEntry.mock(
            kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad", watchedAt: Date(timeIntervalSince1970: 1_796_160_615),
            note: "Start again from season 2")

        #expect(
            mapper.map(entry)
                == WatchlistEntryEntity(
                    kind: "tv", tmdbID: 1396, title: "Breaking Bad",
                    releaseDate: .mockDay(year: 1999, month: 10, day: 15),
                    posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", voteAverage: 8.438,
                    addedAt: Date(timeIntervalSince1970: 1_795_669_080),
                    watchedAt: Date(timeIntervalSince1970: 1_796_160_615), note: "Start again from season 2"))
    }

    @Test(
        "an entry reads back from its row as it was",
        arguments: [
            WatchlistEntry.mock(),
            .mock(
                kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad",
                watchedAt: Date(timeIntervalSince1970: 1_796_160_615),
                note: "Start again,\nfrom season 2"),
            .mock(tmdbID: 807, releaseDate: nil, posterPath: nil, voteAverage: nil),
            .mock(posterPath: URL(string: "https://example.com/posters/550.jpg")),
        ])
    func roundTrip(entry: WatchlistEntry) {
        #expect(mapper.map(mapper.map(entry)) == entry)
    }

    @Test("a row of a kind this version does not know reads as no entry, never as another kind")
    func unknownKind() {
        var entity = mapper.map(WatchlistEntry.mock())
        entity.kind = "person"

        #expect(mapper.map(entity) == nil)
    }
}
