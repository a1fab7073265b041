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

    /// Refuses `--year` with an id or URL (TMDb's or IMDb's), which names one title already.
    func check(_ reference: MediaReference) throws(ValidationError) {
        guard year != nil else {
            return
        }
        switch reference {
        case .reference, .imdb:
            throw ValidationError("--year picks among titles of one name; leave it out with an id or a URL")
        case .title:
            return
        }
    }
}
