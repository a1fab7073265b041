import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVSeriesEpisodeGuideMapper")
struct TVSeriesEpisodeGuideMapperTests {
    @Test("it keeps the name, status, outlines, last and next episodes, and each season's episodes with overviews")
    func mapsEveryField() {
        let bundle = TVSeriesBundle.mock(
            tvSeries: .mock(
                seasons: [
                    .summaryMock(id: 3573, name: "Season 2", seasonNumber: 2, episodeCount: 13),
                    .summaryMock(id: 3577, name: "Specials", seasonNumber: 0, episodeCount: nil),
                ]),
            seasons: [
                1: .mock(episodes: [
                    .mock(id: 62_086, name: "Cat's in the Bag...", episodeNumber: 2, overview: ""),
                    .mock(id: 62_085, name: "Pilot", episodeNumber: 1, airDate: nil),
                ])
            ])

        let guide = TVSeriesEpisodeGuideMapper().map(bundle)

        let airDate = Date(timeIntervalSince1970: 1_200_787_200)
        #expect(
            guide
                == TVSeriesEpisodeGuide(
                    id: 1396, name: "Breaking Bad", status: "Ended",
                    seasons: [
                        TVSeasonOutline(seasonNumber: 0, episodeCount: 0, airDate: airDate),
                        TVSeasonOutline(seasonNumber: 2, episodeCount: 13, airDate: airDate),
                    ],
                    lastEpisodeToAir: TVEpisodeSummaryDetails(
                        id: 62_161, name: "Felina", seasonNumber: 5, episodeNumber: 16,
                        airDate: Date(timeIntervalSince1970: 1_380_412_800)),
                    nextEpisodeToAir: TVEpisodeSummaryDetails(
                        id: 62_200, name: "Reunion", seasonNumber: 6, episodeNumber: 1,
                        airDate: Date(timeIntervalSince1970: 1_380_412_800)),
                    episodes: [
                        1: [
                            TVEpisodeSummaryDetails(
                                id: 62_085, name: "Pilot", seasonNumber: 1, episodeNumber: 1,
                                overview: "A high school chemistry teacher is diagnosed with terminal lung cancer."),
                            TVEpisodeSummaryDetails(
                                id: 62_086, name: "Cat's in the Bag...", seasonNumber: 1, episodeNumber: 2,
                                airDate: airDate),
                        ]
                    ]))
    }
}
