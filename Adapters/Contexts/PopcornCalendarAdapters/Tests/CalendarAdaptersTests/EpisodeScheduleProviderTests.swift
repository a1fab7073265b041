import CalendarDomain
import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesApplication
import TVSeriesTestHelpers
import Testing

@testable import CalendarAdapters

/// When followed series' episodes air, over a fake of the TV series context's episode guide use
/// case. TMDb's air dates are days, so each `Date` here is a day's midnight UTC.
@Suite("EpisodeScheduleProvider")
struct EpisodeScheduleProviderTests {
    // MARK: - Fixtures

    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
        CalendarDay(year: year, month: month, day: day)
    }

    /// Midnight UTC of a TMDb air date.
    static func aired(_ year: Int, _ month: Int, _ day: Int) -> Date {
        CalendarDay(year: year, month: month, day: day).midnight
    }

    static func span(_ from: CalendarDay, _ to: CalendarDay) throws -> CalendarSpan {
        try #require(CalendarSpan(from: from, to: to))
    }

    static func episode(
        _ id: Int, _ name: String, season: Int, episode: Int, aired: Date?, overview: String? = nil
    ) -> TVEpisodeSummaryDetails {
        TVEpisodeSummaryDetails(
            id: id, name: name, seasonNumber: season, episodeNumber: episode, airDate: aired, overview: overview)
    }

    /// A guide with the seasons given (number and first air date) and no episodes.
    static func outline(_ id: Int, _ name: String, seasons: [(Int, Date?)]) -> TVSeriesEpisodeGuide {
        TVSeriesEpisodeGuide(
            id: id, name: name,
            seasons: seasons.map { TVSeasonOutline(seasonNumber: $0.0, episodeCount: 10, airDate: $0.1) })
    }

    /// Breaking Bad's first three seasons: from 20 January 2008, 8 March 2009 and 21 March 2010.
    static let breakingBad = outline(
        1396, "Breaking Bad", seasons: [(1, aired(2008, 1, 20)), (2, aired(2009, 3, 8)), (3, aired(2010, 3, 21))])

    /// Better Call Saul: season 1 from 8 February 2015, season 2 from 15 February 2016.
    static let betterCallSaul = TVSeriesEpisodeGuide(
        id: 60059, name: "Better Call Saul", status: "Ended",
        seasons: [
            TVSeasonOutline(seasonNumber: 1, episodeCount: 10, airDate: aired(2015, 2, 8)),
            TVSeasonOutline(seasonNumber: 2, episodeCount: 10, airDate: aired(2016, 2, 15)),
        ],
        episodes: [
            1: [
                episode(1_040_041, "Uno", season: 1, episode: 1, aired: aired(2015, 2, 8)),
                episode(1_040_042, "Mijo", season: 1, episode: 2, aired: aired(2015, 2, 9)),
                episode(1_040_043, "Nacho", season: 1, episode: 3, aired: aired(2015, 2, 16)),
                episode(1_040_044, "Hero", season: 1, episode: 4, aired: aired(2015, 2, 23)),
            ],
            2: [episode(1_140_041, "Switch", season: 2, episode: 1, aired: aired(2016, 2, 15))],
        ])

    /// Game of Thrones: seasons 1 to 5, the fourth from 6 April 2014, the fifth from 12 April 2015.
    static let gameOfThrones = TVSeriesEpisodeGuide(
        id: 1399, name: "Game of Thrones", status: "Ended",
        seasons: [
            TVSeasonOutline(seasonNumber: 1, episodeCount: 10, airDate: aired(2011, 4, 17)),
            TVSeasonOutline(seasonNumber: 2, episodeCount: 10, airDate: aired(2012, 4, 1)),
            TVSeasonOutline(seasonNumber: 3, episodeCount: 10, airDate: aired(2013, 3, 31)),
            TVSeasonOutline(seasonNumber: 4, episodeCount: 10, airDate: aired(2014, 4, 6)),
            TVSeasonOutline(seasonNumber: 5, episodeCount: 10, airDate: aired(2015, 4, 12)),
        ],
        episodes: [
            4: [
                episode(973_190, "Two Swords", season: 4, episode: 1, aired: aired(2014, 4, 6)),
                episode(973_219, "The Lion and the Rose", season: 4, episode: 2, aired: aired(2014, 4, 13)),
            ],
            5: [episode(1_043_618, "The Wars to Come", season: 5, episode: 1, aired: aired(2015, 4, 12))],
        ])

    /// Westworld: its first season from 2 October 2016.
    static let westworld = outline(63247, "Westworld", seasons: [(1, aired(2016, 10, 2))])

    /// 8 to 21 February 2015: Better Call Saul's first three episodes.
    static func february2015() throws -> CalendarSpan {
        try span(day(2015, 2, 8), day(2015, 2, 21))
    }

    static func betterCallSaulEpisode(_ number: Int, _ name: String, on airDay: CalendarDay) -> CalendarEpisode {
        CalendarEpisode(
            seriesID: 60059, seriesName: "Better Call Saul", seasonNumber: 1, episodeNumber: number, name: name,
            airDay: airDay)
    }

    static let betterCallSaulInFebruary2015 = [
        betterCallSaulEpisode(1, "Uno", on: day(2015, 2, 8)),
        betterCallSaulEpisode(2, "Mijo", on: day(2015, 2, 9)),
        betterCallSaulEpisode(3, "Nacho", on: day(2015, 2, 16)),
    ]

    // MARK: - seasons(of:overlapping:)

    @Test("a span within a season's run, from its first air date to the next season's, picks that season")
    func seasonWithin() throws {
        let seasons = EpisodeScheduleProvider.seasons(
            of: Self.breakingBad, overlapping: try Self.span(Self.day(2009, 6, 1), Self.day(2009, 6, 30)))

        #expect(seasons == [2])
    }

    @Test("a span across a season's first air date picks that season and the one before")
    func seasonsAcross() throws {
        let seasons = EpisodeScheduleProvider.seasons(
            of: Self.breakingBad, overlapping: try Self.span(Self.day(2009, 3, 1), Self.day(2009, 3, 10)))

        #expect(seasons == [1, 2])
    }

    @Test("a span from a season's first air date does not pick the season before")
    func seasonFromItsStart() throws {
        let seasons = EpisodeScheduleProvider.seasons(
            of: Self.breakingBad, overlapping: try Self.span(Self.day(2009, 3, 8), Self.day(2009, 3, 14)))

        #expect(seasons == [2])
    }

    @Test("a span after the last season's first air date picks the last season, which runs on")
    func lastSeasonRunsOn() throws {
        let seasons = EpisodeScheduleProvider.seasons(
            of: Self.breakingBad, overlapping: try Self.span(Self.day(2015, 1, 1), Self.day(2015, 1, 31)))

        #expect(seasons == [3])
    }

    @Test("a span covering every season picks them all")
    func allSeasons() throws {
        let seasons = EpisodeScheduleProvider.seasons(
            of: Self.breakingBad, overlapping: try Self.span(Self.day(2000, 1, 1), Self.day(2030, 12, 31)))

        #expect(seasons == [1, 2, 3])
    }

    @Test("a span ending before the first season's first air date picks none")
    func beforeTheFirstSeason() throws {
        let seasons = EpisodeScheduleProvider.seasons(
            of: Self.breakingBad, overlapping: try Self.span(Self.day(2008, 1, 1), Self.day(2008, 1, 19)))

        #expect(seasons == [])
    }

    @Test("an undated last season (announced) is picked with the last dated one when the span reaches past its start")
    func announcedSeason() throws {
        let guide = Self.outline(
            1399, "Game of Thrones", seasons: [(1, Self.aired(2011, 4, 17)), (2, Self.aired(2012, 4, 1)), (3, nil)])

        let seasons = EpisodeScheduleProvider.seasons(
            of: guide, overlapping: try Self.span(Self.day(2012, 5, 1), Self.day(2012, 5, 31)))

        #expect(seasons == [2, 3])
    }

    @Test("a season without a date before the last is not picked, and the one before it runs to the next dated season")
    func undatedSeasonBetween() throws {
        let guide = Self.outline(
            1396, "Breaking Bad", seasons: [(1, Self.aired(2008, 1, 20)), (2, nil), (3, Self.aired(2010, 3, 21))])

        let seasons = EpisodeScheduleProvider.seasons(
            of: guide, overlapping: try Self.span(Self.day(2009, 6, 1), Self.day(2009, 6, 30)))

        #expect(seasons == [1])
    }

    // MARK: - episodes(of:name:in:)

    @Test("only the episodes airing in the span are kept, both ends included, under the name, with overviews")
    func episodesInSpan() throws {
        let guide = TVSeriesEpisodeGuide(
            id: 1396, name: "Breaking Bad", seasons: Self.breakingBad.seasons,
            episodes: [
                2: [
                    Self.episode(62092, "Seven Thirty-Seven", season: 2, episode: 1, aired: Self.aired(2009, 3, 8)),
                    Self.episode(
                        62093, "Grilled", season: 2, episode: 2, aired: Self.aired(2009, 3, 15),
                        overview: "Walt's disappearance is met with worry."),
                    Self.episode(62094, "Bit by a Dead Bee", season: 2, episode: 3, aired: Self.aired(2009, 3, 22)),
                    Self.episode(62095, "", season: 2, episode: 4, aired: Self.aired(2009, 3, 29)),
                    Self.episode(62096, "Down", season: 2, episode: 5, aired: Self.aired(2009, 4, 5)),
                    Self.episode(62097, "Breakage", season: 2, episode: 6, aired: nil),
                ]
            ])

        let episodes = EpisodeScheduleProvider.episodes(
            of: guide, name: "Breaking Bad - Reine Chemie",
            in: try Self.span(Self.day(2009, 3, 15), Self.day(2009, 3, 29)))

        #expect(
            episodes == [
                CalendarEpisode(
                    seriesID: 1396, seriesName: "Breaking Bad - Reine Chemie", seasonNumber: 2, episodeNumber: 2,
                    name: "Grilled", overview: "Walt's disappearance is met with worry.", airDay: Self.day(2009, 3, 15)),
                CalendarEpisode(
                    seriesID: 1396, seriesName: "Breaking Bad - Reine Chemie", seasonNumber: 2, episodeNumber: 3,
                    name: "Bit by a Dead Bee", airDay: Self.day(2009, 3, 22)),
                CalendarEpisode(
                    seriesID: 1396, seriesName: "Breaking Bad - Reine Chemie", seasonNumber: 2, episodeNumber: 4,
                    name: nil, airDay: Self.day(2009, 3, 29)),
            ])
    }

    // MARK: - episodes(ofSeries:in:progress:)

    @Test("every series' outline is read first, then only the seasons in the span of the series that have some")
    func twoBatches() async throws {
        let guides = MockFetchTVSeriesEpisodeGuideUseCase([
            60059: .success(Self.betterCallSaul), 1399: .success(Self.gameOfThrones), 63247: .success(Self.westworld),
        ])

        let episodes = await EpisodeScheduleProvider(guides: guides).episodes(
            ofSeries: [60059: "Better Call Saul", 1399: "Game of Thrones", 63247: "Westworld"],
            in: try Self.february2015(), progress: { _, _ in })

        let expected: [Int: Result<[CalendarEpisode], DataAccessError>] = [
            60059: .success(Self.betterCallSaulInFebruary2015), 1399: .success([]), 63247: .success([]),
        ]
        #expect(episodes == expected)
        #expect(guides.batches == [[60059: [], 1399: [], 63247: []], [60059: [1], 1399: [4]]])
        #expect(guides.calledWith.count == guides.batches.map(\.count).reduce(0, +))  // No single call.
    }

    @Test("a series whose outline is cached, however old, is asked with the seasons it tells at once: one request")
    func oneRequestWhenKnown() async throws {
        let guides = MockFetchTVSeriesEpisodeGuideUseCase(
            [60059: .success(Self.betterCallSaul), 1399: .success(Self.gameOfThrones)],
            cached: [60059: Self.betterCallSaul, 1399: Self.gameOfThrones])

        let episodes = await EpisodeScheduleProvider(guides: guides).episodes(
            ofSeries: [60059: "Better Call Saul", 1399: "Game of Thrones"], in: try Self.february2015(),
            progress: { _, _ in })

        let expected: [Int: Result<[CalendarEpisode], DataAccessError>] = [
            60059: .success(Self.betterCallSaulInFebruary2015), 1399: .success([]),
        ]
        #expect(episodes == expected)
        #expect(guides.cachedAsked == [[60059, 1399]])
        #expect(guides.batches == [[60059: [1], 1399: [4]]])
    }

    @Test("a cached outline that no longer tells the right seasons (a new season began) costs a second request")
    func newSeason() async throws {
        // Cached when Better Call Saul had one season; since then season 2 began, inside the span.
        let old = TVSeriesEpisodeGuide(
            id: 60059, name: "Better Call Saul", status: "Returning Series",
            seasons: [TVSeasonOutline(seasonNumber: 1, episodeCount: 10, airDate: Self.aired(2015, 2, 8))])
        let guides = MockFetchTVSeriesEpisodeGuideUseCase([60059: .success(Self.betterCallSaul)], cached: [60059: old])

        let episodes = await EpisodeScheduleProvider(guides: guides).episodes(
            ofSeries: [60059: "Better Call Saul"], in: try Self.span(Self.day(2016, 2, 10), Self.day(2016, 2, 20)),
            progress: { _, _ in })

        #expect(guides.batches == [[60059: [1]], [60059: [1, 2]]])
        #expect(
            try episodes[60059]?.get() == [
                CalendarEpisode(
                    seriesID: 60059, seriesName: "Better Call Saul", seasonNumber: 2, episodeNumber: 1,
                    name: "Switch", airDay: Self.day(2016, 2, 15))
            ])
    }

    @Test("progress counts the series with nothing to read first, then ends at every series")
    func progress() async throws {
        let guides = MockFetchTVSeriesEpisodeGuideUseCase([
            60059: .success(Self.betterCallSaul), 1399: .success(Self.gameOfThrones), 63247: .success(Self.westworld),
        ])
        let log = ProgressLog()

        _ = await EpisodeScheduleProvider(guides: guides).episodes(
            ofSeries: [60059: "Better Call Saul", 1399: "Game of Thrones", 63247: "Westworld"],
            in: try Self.february2015(), progress: { log.record(done: $0, total: $1) })

        #expect(
            log.all == [ProgressLog.Report(done: 1, total: 3), ProgressLog.Report(done: 3, total: 3)])
    }

    @Test("forty series a step, the progress line moving after each; after a step TMDb failed in, none is asked")
    func steps() async throws {
        // 90 series with no season yet: nothing to read but the outline.
        let ids = Array(1...90)
        var answers: [Int: Result<TVSeriesEpisodeGuide, FetchError>] = Dictionary(
            uniqueKeysWithValues: ids.map {
                ($0, .success(Self.outline($0, "Series \($0)", seasons: [])))
            })
        let log = ProgressLog()

        let all = await EpisodeScheduleProvider(guides: MockFetchTVSeriesEpisodeGuideUseCase(answers)).episodes(
            ofSeries: Dictionary(uniqueKeysWithValues: ids.map { ($0, "Series \($0)") }), in: try Self.february2015(),
            progress: { log.record(done: $0, total: $1) })

        #expect(all.count == 90 && all.values.allSatisfy { $0 == .success([]) })
        #expect(log.all.map(\.done) == [40, 80, 90])
        answers[45] = .failure(.unknown(.unreachable("offline")))
        let guides = MockFetchTVSeriesEpisodeGuideUseCase(answers)
        let stopped = await EpisodeScheduleProvider(guides: guides).episodes(
            ofSeries: Dictionary(uniqueKeysWithValues: ids.map { ($0, "Series \($0)") }), in: try Self.february2015(),
            progress: { _, _ in })
        #expect(guides.batches.map(\.count) == [40, 40])
        #expect(stopped[45] == .failure(.unreachable("offline")))
        #expect(stopped[81] == .failure(.unknown("not asked: an earlier series failed")))
    }

    @Test("a guide that cannot be had fails the series with the reason behind it, and the others are answered")
    func guideFailures() async throws {
        let guides = MockFetchTVSeriesEpisodeGuideUseCase([
            1402: .failure(.unknown(.unreachable("api.themoviedb.org timed out"))),
            1418: .failure(.notFound),
            1416: .failure(.unauthorised("Invalid API key: You must be granted a valid key.")),
            60059: .success(Self.betterCallSaul),
        ])

        let episodes = await EpisodeScheduleProvider(guides: guides).episodes(
            ofSeries: [
                1402: "The Walking Dead", 1418: "The Big Bang Theory", 1416: "Grey's Anatomy",
                60059: "Better Call Saul",
            ],
            in: try Self.february2015(), progress: { _, _ in })

        let expected: [Int: Result<[CalendarEpisode], DataAccessError>] = [
            1402: .failure(.unreachable("api.themoviedb.org timed out")),
            1418: .failure(.notFound),
            1416: .failure(.unauthorised("Invalid API key: You must be granted a valid key.")),
            60059: .success(Self.betterCallSaulInFebruary2015),
        ]
        #expect(episodes == expected)
    }

    @Test("a series the guides leave out after another's failure fails as not asked")
    func leftOut() async throws {
        // No stub for 1396: the fake leaves it out of the batch's answer, as the use case does after a failure.
        let guides = MockFetchTVSeriesEpisodeGuideUseCase([
            1402: .failure(.unknown(.unreachable("api.themoviedb.org timed out")))
        ])

        let episodes = await EpisodeScheduleProvider(guides: guides).episodes(
            ofSeries: [1402: "The Walking Dead", 1396: "Breaking Bad"], in: try Self.february2015(),
            progress: { _, _ in })

        let expected: [Int: Result<[CalendarEpisode], DataAccessError>] = [
            1402: .failure(.unreachable("api.themoviedb.org timed out")),
            1396: .failure(.unknown("not asked: an earlier series failed")),
        ]
        #expect(episodes == expected)
    }

    @Test("no series is no episodes, without asking for a guide or telling of progress")
    func noSeries() async throws {
        let guides = MockFetchTVSeriesEpisodeGuideUseCase()
        let log = ProgressLog()

        let episodes = await EpisodeScheduleProvider(guides: guides).episodes(
            ofSeries: [:], in: try Self.february2015(), progress: { log.record(done: $0, total: $1) })

        #expect(episodes == [:])
        #expect(guides.batches == [])
        #expect(log.all == [])
    }
}
