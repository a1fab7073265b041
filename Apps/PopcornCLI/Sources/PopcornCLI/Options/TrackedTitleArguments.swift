import ArgumentParser

/// The title argument of `popcorn watched` and `popcorn unwatch`, with `--through` for every
/// episode up to one and `--year` for a title typed by name.
struct TrackedTitleArguments: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "movie or tv, then a TMDb id or URL, an IMDb id or URL, or a title; for tv, then an episode (S01E03), "
                + "'season N' or 'all'.",
            valueName: "kind> <ref> [<episodes>"))
    var words: [String] = []

    @Option(
        help: ArgumentHelp(
            "For tv: every aired episode of the regular seasons up to and including this one.", valueName: "S01E05"))
    var through: String?

    @OptionGroup var titleYear: TitleYearOption

    init() {}

    /// The title typed, with `--through` as its range when given.
    var target: TrackedTarget {
        get throws {
            let target = try TrackedTarget.parse(words)
            guard let through else {
                return target
            }
            guard let code = EpisodeCode(parsing: through) else {
                throw ValidationError("--through takes an episode code such as S02E05")
            }
            return try target.through(code)
        }
    }

    func validate() throws {
        try titleYear.check(try target.reference)
    }
}
