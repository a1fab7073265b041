import Foundation
import MoviesDomain
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@testable import PopcornCLI

@Suite("DiaryStatus")
struct DiaryStatusTests {
    /// Breaking Bad's pilot twice and S01E02 once, the last on 22 November 2026; the series rated 9.5.
    static let diary = MockTrackingRepository(
        watches: .success([
            Watch.mock(id: 3, title: .breakingBad(1, 2), watchedOn: .mock(day: 22)),
            Watch.mock(id: 2, title: .breakingBad(1, 1), watchedOn: .mock(day: 21)),
            Watch.mock(id: 1, title: .breakingBad(1, 1), watchedOn: .mock(day: 20)),
        ]),
        rating: .success(.mock()))

    static let midnightOf22nd = Date(timeIntervalSince1970: 1_795_305_600)

    func provider(_ repository: MockTrackingRepository = diary) -> DiaryStatus {
        DiaryStatus(viewing: PopcornTrackingFactory.makeFetchViewingUseCase(repository: repository))
    }

    @Test("a movie's viewing has its watch count, the midnight UTC of its latest day and its rating")
    func movie() async {
        let repository = MockTrackingRepository(
            watches: .success([.mock(watchedOn: .mock(day: 22)), .mock(id: 2)]), rating: .success(.mock()))

        let viewing = await provider(repository).viewing(ofMovieID: 550)

        #expect(viewing == MovieViewing(watchCount: 2, lastWatchedAt: Self.midnightOf22nd, yourRating: 9.5))
    }

    @Test("a series' viewing lays the diary over the bundle's seasons: progress names the next episode")
    func series() async {
        let viewing = await provider().viewing(of: .mock())

        #expect(viewing.watchCount == 3)
        #expect(viewing.lastWatchedAt == Self.midnightOf22nd)
        #expect(viewing.yourRating == 9.5)
        #expect(viewing.progress?.watchedEpisodes == 2)
        #expect(
            viewing.progress?.nextEpisode
                == TVEpisodeAiring(
                    seasonNumber: 1, episodeNumber: 3, name: "...And the Bag's in the River",
                    airDate: Date(timeIntervalSince1970: 1_200_787_200)))
        #expect(await provider().seasonsForProgress(tvSeriesID: 1396) == [1, 2])
        #expect(await provider().episodeWatchCounts(tvSeriesID: 1396, seasonNumber: 1) == [1: 2, 2: 1])
    }

    @Test("a series never watched has no progress; a diary that cannot be read says never watched")
    func unwatched() async {
        let empty = MockTrackingRepository(watches: .success([]), rating: .success(nil))
        let broken = MockTrackingRepository(watches: .failure(.storage("damaged")))

        #expect(await provider(empty).viewing(of: .mock()) == .unwatched)
        #expect(await provider(broken).viewing(of: .mock()) == .unwatched)
        #expect(await provider(broken).viewing(ofMovieID: 550) == .unwatched)
        #expect(await provider(broken).seasonsForProgress(tvSeriesID: 1396).isEmpty)
        #expect(await provider(broken).episodeWatchCounts(tvSeriesID: 1396, seasonNumber: 1).isEmpty)
    }
}
