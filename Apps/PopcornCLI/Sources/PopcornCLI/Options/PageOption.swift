import ArgumentParser

/// `--page N` for commands that show one page of a list.
struct PageOption: ParsableArguments {
    @Option(help: "The page to show, 1 to 500.", transform: ArgumentValues.page)
    var page: Int = 1

    init() {}
}
