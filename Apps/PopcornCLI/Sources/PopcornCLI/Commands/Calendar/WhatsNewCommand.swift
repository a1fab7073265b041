import ArgumentParser
import CalendarApplication
import CalendarDomain
import CoreDomain
import Foundation

/// `popcorn whats-new [--since YYYY-MM-DD]`: what aired for the series you follow since you last
/// asked (a week back the first time), or since the day given.
struct WhatsNewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whats-new",
        abstract: "What aired for the series you follow since you last asked ('popcorn whats-new --since 2026-11-01').",
        discussion: "The day you asked is remembered in your data directory (calendar.sqlite), never in the cache."
    ).leaf

    @Option(help: ArgumentHelp("Since this day instead of the last time you asked.", valueName: "YYYY-MM-DD"))
    var since: String?

    @OptionGroup var options: GlobalOptions

    /// The `--since` day, checked.
    var sinceDay: CalendarDay? {
        get throws {
            guard let since else {
                return nil
            }
            guard let day = CalendarDay(text: since.trimmingWhitespace()) else {
                throw ValidationError("--since takes a day written YYYY-MM-DD, not '\(since)'")
            }
            return day
        }
    }

    func validate() throws {
        _ = try sinceDay
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        guard let today = CalendarDay.today() else {
            throw ValidationError("today is past the calendar's range")
        }
        let progress = ImportProgressLine(
            errors: session.console.errors, isTerminal: session.console.errors.isTerminal,
            text: { "Looking up air dates: \($0) of \($1) series" })
        let since = try sinceDay
        let news: WhatsNewModel
        do {
            news = try await session.calendar.makeFetchWhatsNewUseCase().execute(since: since, today: today) {
                done, total in
                progress.report(done: done, total: total)
            }
        } catch {
            progress.finish()
            throw session.failure(error, about: .list(name: "what is new", page: 1))
        }
        progress.finish()
        for left in news.unavailable {
            session.console.warning(
                "\(left.seriesName) (tv \(left.seriesID)) is left out: its air dates could not be had (\(left.cause)); "
                    + "the next whats-new asks from the same day")
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(news)
            return
        }
        try session.write(
            CalendarRenderer(style: session.style, width: session.terminal.width).render(
                CalendarModel(from: news.since, to: news.to, items: news.items),
                heading: "New since \(news.since)" + (news.remembered ? " (when you last asked)" : "")
                    + " for the series you follow",
                nothing: "Nothing new aired since then."))
    }
}
