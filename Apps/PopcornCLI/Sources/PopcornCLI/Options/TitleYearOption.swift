import ArgumentParser

/// `--year YYYY` of the commands whose `<ref>` may be a title: picks among titles of the same name.
struct TitleYearOption: ParsableArguments {
    @Option(
        help:
            "When <ref> is a title: the year it came out, to pick among titles of that name ('dune (2021)' works too).",
        transform: ArgumentValues.year
    )
    var year: Int?

    init() {}
}
