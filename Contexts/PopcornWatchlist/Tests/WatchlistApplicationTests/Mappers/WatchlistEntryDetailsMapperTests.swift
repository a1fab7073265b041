import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("WatchlistEntryDetailsMapper")
struct WatchlistEntryDetailsMapperTests {
    let mapper = WatchlistEntryDetailsMapper()

    @Test("every value of the entry is kept, with the poster resolved at poster sizes")
    func mapsEveryValue() {
        let details = mapper.map(.mockSeries(), imagesConfiguration: .mock())

        #expect(
            details
                == WatchlistEntryDetails(
                    kind: .tvSeries, id: 1396, title: "Breaking Bad",
                    releaseDate: .mockDay(year: 2008, month: 1, day: 20),
                    year: 2008, posterURLSet: .mock(path: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg", kind: .poster),
                    voteAverage: 8.9, addedAt: Date(timeIntervalSince1970: 1_795_162_542),
                    watchedAt: Date(timeIntervalSince1970: 1_796_160_615), isWatched: true,
                    note: "Start again from season 2"))
        #expect(details.itemID == WatchlistItemID(kind: .tvSeries, tmdbID: 1396))
    }

    @Test(
        "the year is the release date's, in UTC",
        arguments: [
            (Date.mockDay(year: 1999, month: 12, day: 31).addingTimeInterval(86_399), 1999),
            (Date.mockDay(year: 2000), 2000),
        ])
    func yearOfRelease(releaseDate: Date, year: Int) {
        #expect(mapper.map(.mock(releaseDate: releaseDate), imagesConfiguration: nil).year == year)
    }

    @Test("a title without a release date has no year")
    func noReleaseDate() {
        let details = mapper.map(.mock(releaseDate: nil), imagesConfiguration: nil)

        #expect(details.releaseDate == nil)
        #expect(details.year == nil)
    }

    @Test("an entry is watched exactly when it has a watched date")
    func isWatched() {
        #expect(!mapper.map(.mock(), imagesConfiguration: nil).isWatched)
        #expect(mapper.map(.mock(watchedAt: Date(timeIntervalSince1970: 0)), imagesConfiguration: nil).isWatched)
    }

    @Test("without the images configuration, or without a poster, there is no poster URL set")
    func noPoster() {
        #expect(mapper.map(.mock(), imagesConfiguration: nil).posterURLSet == nil)
        #expect(mapper.map(.mock(posterPath: nil), imagesConfiguration: .mock()).posterURLSet == nil)
    }
}
