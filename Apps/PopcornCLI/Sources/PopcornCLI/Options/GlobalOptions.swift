import ArgumentParser

/// The options every data command takes (`popcorn movie 550 --json --offline`, ...).
struct GlobalOptions: ParsableArguments {
    @Flag(help: "Print exactly one JSON document (the application model) instead of text.")
    var json = false

    @Flag(help: "Ignore fresh cache entries: fetch again and update the cache.")
    var refresh = false

    @Flag(help: "Answer from the cache only; never touch the network.")
    var offline = false

    @Option(
        help: ArgumentHelp(
            "TMDb language, such as en-US (default: $POPCORN_LANGUAGE, else en-US).",
            valueName: "xx-YY"
        ),
        transform: ArgumentValues.language
    )
    var language: String?

    @Option(
        help: ArgumentHelp(
            "Region for certifications and where to watch, such as GB "
                + "(default: $POPCORN_REGION, else the language's region, else US).",
            valueName: "XX"
        ),
        transform: ArgumentValues.region
    )
    var region: String?

    @Option(help: "Force the data source: catalog (offline demo) or tmdb (needs credentials).")
    var source: DataSourceChoice?

    @Flag(help: "Never colour the output (also implied by NO_COLOR or a non-terminal stdout).")
    var noColor = false

    @Flag(help: "Log each request and cache decision to standard error (credentials redacted).")
    var debug = false

    init() {}

    func validate() throws {
        if refresh && offline {
            throw ValidationError("--refresh and --offline cannot be used together")
        }
    }
}
