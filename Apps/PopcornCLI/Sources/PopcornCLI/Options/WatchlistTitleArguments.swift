import ArgumentParser

/// The title argument of `popcorn watchlist add|remove|mark-watched|unmark-watched`, with `--year`
/// for a title typed by name.
struct WatchlistTitleArguments: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "movie or tv, then a TMDb id or URL, an IMDb id or URL, or a title (a themoviedb.org URL alone also works).",
            valueName: "kind> <ref"))
    var words: [String] = []

    @OptionGroup var titleYear: TitleYearOption

    init() {}

    /// The title typed.
    var target: WatchlistTarget {
        get throws { try WatchlistTarget.parse(words) }
    }

    func validate() throws {
        try titleYear.check(try target.reference)
    }
}
