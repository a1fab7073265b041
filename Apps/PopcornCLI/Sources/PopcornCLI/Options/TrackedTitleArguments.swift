import ArgumentParser

/// The title argument of `popcorn watched` and `popcorn unwatch`, with `--year` for a title typed by
/// name.
struct TrackedTitleArguments: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "movie or tv, then a TMDb id, a themoviedb.org URL or a title; for tv, then an episode (S01E03).",
            valueName: "kind> <ref> [<episode>"))
    var words: [String] = []

    @OptionGroup var titleYear: TitleYearOption

    init() {}

    /// The title typed.
    var target: TrackedTarget {
        get throws { try TrackedTarget.parse(words) }
    }

    func validate() throws {
        try titleYear.check(try target.reference)
    }
}
