import CalendarApplication
import CalendarDomain
import CoreDomain
import PopcornBrowse

extension BrowseLoader {
    /// The calendar tab: what airs or comes out for the titles followed from today to
    /// ``CalendarSpan/defaultDaysAhead`` days ahead, as `popcorn calendar` lists it: each day a
    /// heading, then its episodes (a row opens the episode) and releases (a row opens the movie);
    /// each title left out is named last, with why.
    func calendar() async throws(CLIFailure) -> BrowseScreen {
        let days = CalendarSpan.defaultDaysAhead
        guard let today = CalendarDay.today(), let span = CalendarSpan(around: today, past: 0, ahead: days) else {
            throw CLIFailure(.failure, "today is past the calendar's range")
        }
        let calendar: CalendarModel
        do {
            calendar = try await session.calendar.makeFetchCalendarUseCase().execute(span) { _, _ in }
        } catch {
            throw session.failure(error, about: .named("your calendar"))
        }
        var rows: [BrowseRow] = []
        var day = ""
        for item in calendar.items {
            if item.date != day {
                day = item.date
                rows.append(.heading(day))
            }
            switch item {
            case .episode(let episode):
                let code = EpisodeCode(seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber)
                rows.append(
                    BrowseRow(
                        "\(episode.seriesName) \(code)", detail: episode.name ?? "",
                        target: .episode(
                            seriesID: episode.seriesID, season: episode.seasonNumber, episode: episode.episodeNumber)))
            case .movie(let release):
                rows.append(BrowseRow(release.title, detail: release.releaseLabel, target: .movie(release.movieID)))
            }
        }
        for left in calendar.unavailable {
            rows.append(.heading(CalendarCommand.leftOut(left, in: session)))
        }
        return BrowseScreen(
            target: .home(.calendar), title: BrowseTab.calendar.title, rows: rows,
            emptyText: "Nothing airs or comes out in the next \(days) days for the titles you follow.")
    }
}
