import ArgumentParser
import TrackingApplication
import TrackingDomain

/// `popcorn rate movie|tv <ref> [S01E01] <rating>` and `... --clear`: your rating of a movie, a
/// series or an episode.
struct RateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Rate a movie, series or episode 0.5 to 10 ('popcorn rate movie 550 8.5', 'rate tv 1396 S01E01 7').",
        discussion: "A new rating replaces the old one; --clear forgets it."
    ).leaf

    @Argument(
        help: ArgumentHelp(
            "movie or tv, a TMDb id or URL, an IMDb id or URL, or a title, for tv an episode (S01E01) if you rate one, "
                + "then the rating: 0.5 to 10 in steps of 0.5.",
            valueName: "kind> <ref> [<episode>] <rating"))
    var words: [String] = []

    @Flag(help: "Forget the rating instead (give no rating).")
    var clear = false

    @OptionGroup var titleYear: TitleYearOption
    @OptionGroup var options: GlobalOptions

    /// The title and the rating typed.
    var parsed: (target: TrackedTarget, rating: Double?) {
        get throws {
            if clear {
                return (try TrackedTarget.parse(words).single, nil)
            }
            guard words.count > 2, let last = words.last, let rating = Double(last.trimmingWhitespace()) else {
                throw ValidationError("give the rating last, 0.5 to 10 in steps of 0.5 (or --clear to forget it)")
            }
            return (try TrackedTarget.parse(Array(words.dropLast())).single, rating)
        }
    }

    func validate() throws {
        try titleYear.check(try parsed.target.reference)
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let (target, rating) = try parsed
        guard
            case .item(let item) = try await target.resolve(in: session, year: titleYear.year, command: "popcorn rate")
        else {
            throw ValidationError("a rating is for one movie, series or episode")
        }
        let details: RatingDetails
        do {
            if let rating {
                details = try await session.tracking.makeRateItemUseCase().execute(item, rating: rating)
            } else {
                details = try await session.tracking.makeClearRatingUseCase().execute(item)
            }
        } catch {
            throw session.failure(error)
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(details)
            await session.sendChangesToAccount()
            return
        }
        let title = session.style.title(TrackedItemLabel.title(details.item))
        try session.write(
            rating == nil
                ? "Forgot your rating of \(title) (it was \(TrackedItemLabel.number(details.rating)))\n"
                : "Rated \(title) " + session.style.rating(TrackedItemLabel.number(details.rating)) + "  "
                    + session.style.command(TrackedItemLabel.command(details.item)) + "\n")
        await session.sendChangesToAccount()
    }
}
