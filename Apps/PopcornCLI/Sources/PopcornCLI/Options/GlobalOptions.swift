import ArgumentParser

/// The options every data command takes (`popcorn movie 550 --json --offline`, ...): the
/// session's (``SessionOptions``) and `--json`.
struct GlobalOptions: ParsableArguments {
    @Flag(help: "Print exactly one JSON document (the application model) instead of text.")
    var json = false

    @OptionGroup var session: SessionOptions

    init() {}

    var refresh: Bool { session.refresh }
    var offline: Bool { session.offline }
    var language: String? { session.language }
    var region: String? { session.region }
    var source: DataSourceChoice? { session.source }
    var noColor: Bool { session.noColor }
    var debug: Bool { session.debug }
}
