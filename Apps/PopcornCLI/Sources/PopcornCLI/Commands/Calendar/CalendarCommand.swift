import ArgumentParser
import CalendarApplication
import CalendarDomain
import CoreDomain
import Foundation

/// `popcorn calendar [--days N] [--past N] [--ics [--output FILE]]`: the episodes of the series you
/// follow (on the watchlist or in progress) and the releases of the movies on your watchlist (in
/// your region), by date, in the terminal or as an iCalendar file.
struct CalendarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract:
            "What airs or comes out for the titles you follow: today to 14 days ahead ('popcorn calendar --days 30').",
        discussion: """
            Followed: the series on your watchlist or in progress, and the movies on your watchlist (their cinema, \
            online and disc releases in your --region). --ics writes the same days as an iCalendar \
            document a calendar app can subscribe to, to standard output or with --output to a file (see the \
            README for a timer that refreshes it). --days goes up to 3650, --past up to 36500.
            """
    ).leaf

    @Option(help: ArgumentHelp("Show this many days ahead of today.", valueName: "N"))
    var days = CalendarSpan.defaultDaysAhead

    @Option(help: ArgumentHelp("Start this many days before today.", valueName: "N"))
    var past = 0

    @Flag(help: "Write an RFC 5545 iCalendar document instead of the list.")
    var ics = false

    @OptionGroup var output: ExportOutputOption
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        guard days >= 0, days <= 3650 else {
            throw ValidationError("--days is a number of days from 0 to 3650")
        }
        guard past >= 0, past <= 36_500 else {
            throw ValidationError("--past is a number of days from 0 to 36500")
        }
        if output.output != nil, !ics {
            throw ValidationError("--output goes with --ics")
        }
        if ics, options.json {
            throw ValidationError("--ics and --json are two formats; give one")
        }
    }

    /// The warning for a followed title left out: TMDb no longer has it, or why its dates could not
    /// be had, as the failure of its own screen would say it.
    static func leftOut(_ title: UnavailableTitleModel, in session: CommandSession) -> String {
        let name = "\(title.name) (\(title.kind.rawValue) \(title.id)) is left out: "
        guard title.cause != .notFound else {
            return name + "TMDb no longer has it"
        }
        let subject: FailureSubject = title.kind == .movie ? .movie(id: title.id) : .tvSeries(id: title.id)
        let why = FailureMapper.failure(
            for: title.cause, subject: subject, source: session.configuration.source,
            isOffline: session.configuration.cachePolicy == .offline)
        return name + "its \(title.kind == .movie ? "release" : "air") dates could not be had (\(why.message))"
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let now = Date()
        guard let today = CalendarDay.today(at: now),
            let span = CalendarSpan(around: today, past: past, ahead: days)
        else {
            throw ValidationError("those days are past the calendar's range")
        }
        let progress = ImportProgressLine(
            errors: session.console.errors, isTerminal: session.console.errors.isTerminal,
            text: { "Looking up dates: \($0) of \($1) titles" })
        let calendar: CalendarModel
        do {
            calendar = try await session.calendar.makeFetchCalendarUseCase().execute(span) { done, total in
                progress.report(done: done, total: total)
            }
        } catch {
            progress.finish()
            throw session.failure(error, about: .named("your calendar"))
        }
        progress.finish()
        for left in calendar.unavailable {
            session.console.warning(Self.leftOut(left, in: session))
        }
        if ics {
            try output.write(ICalendarDocument.text(calendar, stamp: now, product: PopcornCommand.version), in: session)
        } else if session.configuration.outputsJSON {
            try session.writeJSON(calendar)
        } else {
            try session.write(
                CalendarRenderer(style: session.style, width: session.terminal.width).render(
                    calendar, region: session.region))
        }
    }
}
