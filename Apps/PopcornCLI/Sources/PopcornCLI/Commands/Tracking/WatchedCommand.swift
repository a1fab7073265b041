import ArgumentParser
import TrackingApplication
import TrackingDomain

/// `popcorn watched movie <ref>` and `popcorn watched tv <ref> S01E03`: logs a watch in the diary.
struct WatchedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watched",
        abstract: "Log a watch in your diary ('popcorn watched movie 550', 'watched tv 1396 S01E03').",
        discussion: """
            Name one episode (S01E03), a season ('season 2'), every episode up to one (--through S02E05) or \
            all of them ('all'); a season, --through and all log the episodes that had aired by the day, \
            specials only when named. The watch is logged today unless --on says another day; a re-watch is \
            logged again, so 'popcorn history' shows both. A day after today, or an episode that had not \
            aired by then, is refused. Your diary lives in tracking.sqlite in the data directory, beside a copy of its last good \
            state; 'popcorn cache clear' never touches it.
            """
    ).leaf

    @OptionGroup var title: TrackedTitleArguments

    @Option(help: ArgumentHelp("The day you watched it (default: today).", valueName: "YYYY-MM-DD"))
    var on: String?

    @Option(help: ArgumentHelp("Rate it too: 0.5 to 10 in steps of 0.5.", valueName: "rating"))
    var rating: Double?

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if let on {
            _ = try WatchDayOption.parse(on)
        }
        if let rating, RatingValue(rating) == nil {
            throw ValidationError(CommandSession.invalidRating(rating))
        }
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let selection = try await title.target.resolve(
            in: session, year: title.titleYear.year, command: "popcorn watched")
        let logged: LoggedWatches
        do {
            logged = try await session.tracking.makeLogWatchesUseCase()
                .execute(selection, on: try on.map(WatchDayOption.parse), rating: rating)
        } catch let error as TrackingError {
            throw session.failure(error)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(logged)
            if rating != nil {
                await session.sendChangesToAccount()
            }
            return
        }
        var text = ""
        if logged.watches.count > 1, let first = logged.watches.first, let last = logged.watches.last {
            text +=
                "Watched " + DisplayFormat.count(logged.watches.count, "episode", "episodes") + " of "
                + session.style.title(first.item.title) + " on \(first.watchedOn): "
                + TrackedItemLabel.code(first.item) + " to " + TrackedItemLabel.code(last.item) + "  "
                + session.style.command("popcorn progress") + "\n"
        } else {
            for watch in logged.watches {
                text +=
                    "Watched " + session.style.title(TrackedItemLabel.title(watch.item)) + " on \(watch.watchedOn)  "
                    + session.style.command(TrackedItemLabel.command(watch.item)) + "\n"
            }
        }
        for rated in logged.ratings {
            text += "Your rating: " + session.style.rating(TrackedItemLabel.number(rated.rating)) + "\n"
        }
        try session.write(text)
        if rating != nil {
            await session.sendChangesToAccount()
        }
    }
}
