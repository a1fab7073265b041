import ArgumentParser
import CalendarApplication
import CalendarDomain
import CoreDomain
import Foundation

/// `popcorn whats-new [--since YYYY-MM-DD]`: what aired or came out for the titles you follow since
/// you last asked (a week back the first time), or since the day given.
struct WhatsNewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whats-new",
        abstract:
            "What aired or came out for the titles you follow since you last asked ('popcorn whats-new --since 2026-11-01').",
        discussion: "The day you asked is remembered in your data directory (calendar.sqlite), never in the cache."
    ).leaf

    @Option(
        help: ArgumentHelp(
            "Since this day instead of the last time you asked (which is left as it was).", valueName: "YYYY-MM-DD"))
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
        if let since = try sinceDay, let today = CalendarDay.today(), since > today {
            throw ValidationError("--since \(since.text) is after today (\(today.text))")
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        guard let today = CalendarDay.today() else {
            throw ValidationError("today is past the calendar's range")
        }
        let progress = ImportProgressLine(
            errors: session.console.errors, isTerminal: session.console.errors.isTerminal,
            text: { "Looking up dates: \($0) of \($1) titles" })
        let since = try sinceDay
        let news: WhatsNewModel
        do {
            news = try await session.calendar.makeFetchWhatsNewUseCase().execute(since: since, today: today) {
                done, total in
                progress.report(done: done, total: total)
            }
        } catch .memory(let cause) {
            progress.finish()
            throw CLIFailure(.userData, Self.message(cause))
        } catch {
            progress.finish()
            throw session.failure(error, about: .named("what is new"))
        }
        progress.finish()
        for left in news.unavailable {
            let again = left.cause == .notFound ? "" : "; the next whats-new asks from the same day"
            session.console.warning(CalendarCommand.leftOut(left, in: session) + again)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(news)
        } else {
            try session.write(
                CalendarRenderer(style: session.style, width: session.terminal.width).render(
                    CalendarModel(from: news.since, to: news.to, items: news.items),
                    heading: "New since \(news.since)" + (news.remembered ? " (when you last asked)" : "")
                        + " for the titles you follow",
                    nothing: "Nothing new aired or came out since then."))
        }
        // Only once the news is out: a run that could not write it leaves the day as it was.
        do {
            try await session.calendar.makeRememberWhatsNewUseCase().execute(news)
        } catch {
            throw CLIFailure(.userData, Self.message(error) + "; today was not remembered as the day you asked")
        }
    }

    /// What a failure of the calendar's own file says (it names the file).
    static func message(_ cause: DataAccessError) -> String {
        switch cause {
        case .storage(let message?), .unknown(let message?): message
        default: "the calendar's memory could not be used (\(cause))"
        }
    }
}
