import ArgumentParser

/// The options every command that reads TMDb or your data takes, whatever it prints: where the
/// data comes from, its language and region, the cache, colour and logging. A command whose output
/// is not a JSON document (`browse`, an export) takes these alone, so its help lists no `--json`.
struct SessionOptions: ParsableArguments {
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
            "Region for certifications, where to watch and release dates, such as GB "
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
