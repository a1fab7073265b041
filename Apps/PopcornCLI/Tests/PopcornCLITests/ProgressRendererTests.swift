import TerminalLayout
import Testing
import TrackingApplication

@testable import PopcornCLI

@Suite("ProgressRenderer")
struct ProgressRendererTests {
    static let started = SeriesProgressDetails(
        tmdbID: 1396, title: "Breaking Bad", watchedEpisodes: 7, airedEpisodes: 62, percent: 11, isUpToDate: false,
        isCompleted: false,
        nextEpisode: EpisodeAiringDetails(
            seasonNumber: 2, episodeNumber: 1, name: "Seven Thirty-Seven", airDate: "2009-03-08"),
        nextToAir: nil, lastWatchedAt: "2026-11-20")

    static let upToDate = SeriesProgressDetails(
        tmdbID: 200, title: "Returning", watchedEpisodes: 1, airedEpisodes: 1, percent: 100, isUpToDate: true,
        isCompleted: false, nextEpisode: nil,
        nextToAir: EpisodeAiringDetails(seasonNumber: 1, episodeNumber: 2, name: "Later", airDate: "2099-01-01"),
        lastWatchedAt: "2026-11-19")

    @Test("each series shows its counts, then the next episode with its command, or when the next one airs")
    func screen() {
        let text = ProgressRenderer(style: .plain, width: 100).render(
            ProgressOverview(series: [Self.started, Self.upToDate], completedLeftOut: 0))

        #expect(
            text == """
                Your progress — 2 series

                  Breaking Bad  7 of 62 watched · 11%
                    next S02E01 "Seven Thirty-Seven", aired 2009-03-08  popcorn tv episode 1396 S02E01
                  Returning  1 of 1 watched · 100%
                    up to date, next S01E02 airs 2099-01-01  popcorn tv episode 200 S01E02

                """)
    }

    @Test("on a narrow terminal the names shrink inside their quotes and the command takes a line of its own")
    func narrow() {
        let text = ProgressRenderer(style: .plain, width: 40).render(
            ProgressOverview(series: [Self.started], completedLeftOut: 0))

        #expect(
            text == """
                Your progress — 1 series

                  Breaking Bad  7 of 62 watched · 11%
                    next S02E01 "Sev…", aired 2009-03-08
                    popcorn tv episode 1396 S02E01

                """)
        #expect(text.split(separator: "\n").allSatisfy { String($0).displayWidth <= 40 }, "\(text)")
    }

    @Test(
        "an empty list says whether nothing was started or everything started was finished",
        arguments: [
            (0, "You have not started a series yet. Log an episode with popcorn watched tv 1396 S01E01.\n"),
            (2, "Nothing in progress: you finished 2 series, listed by popcorn progress --all.\n"),
        ])
    func empty(completed: Int, expected: String) {
        #expect(
            ProgressRenderer(style: .plain, width: 80).render(ProgressOverview(series: [], completedLeftOut: completed))
                == expected)
    }
}
