import ArgumentParser
import Foundation

/// `popcorn cache stats|clear|prune`: look after both cache files (`cache.sqlite` for TMDb,
/// `catalog.sqlite` for the offline catalog). Needs no credentials and never touches the network.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Inspect, clear or prune the local cache.",
        discussion: """
            The cache lives in $POPCORN_CACHE_DIR, else $XDG_CACHE_HOME/popcorn, else ~/.cache/popcorn: \
            cache.sqlite holds live TMDb answers, catalog.sqlite the offline catalog's, both in en-US; \
            another language has files of its own (cache.fr-FR.sqlite), which these commands go over too. \
            images/ holds the posters --poster drew (the least recently used go past 200 MB); stats \
            counts them and clear removes them.
            """,
        subcommands: [CacheStatsCommand.self, CacheClearCommand.self, CachePruneCommand.self]
    )
}

/// `--source catalog|tmdb`: which cache file a cache command touches (both by default).
struct CacheSourceOption: ParsableArguments {
    @Option(help: "Only this cache file: catalog (catalog.sqlite) or tmdb (cache.sqlite). Default: both.")
    var source: DataSourceChoice?

    init() {}
}

/// `popcorn cache stats [--json] [--source catalog|tmdb]`.
struct CacheStatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Entries per kind and per context, size, and the oldest and newest entry of each cache file."
    ).leaf

    @OptionGroup var source: CacheSourceOption

    @Flag(help: "Print exactly one JSON document instead of text.")
    var json = false

    func run() async throws {
        let runner = CacheCommandRunner.live()
        let reports = try runner.stats(source: source.source)
        let images = runner.imageCache(source: source.source)
        if json {
            try runner.console.writeDocument(try CacheStatsRenderer.json(reports, images: images))
        } else {
            try runner.console.write(
                CacheStatsRenderer.text(reports, now: runner.now) + (images.map(CacheStatsRenderer.text) ?? ""))
        }
    }
}

/// `popcorn cache clear [--source catalog|tmdb]`.
struct CacheClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract:
            "Delete every cached entry, in every cache file unless --source says which, and the posters kept (not with --source catalog)."
    ).leaf

    @OptionGroup var source: CacheSourceOption

    func run() async throws {
        let runner = CacheCommandRunner.live()
        let counts = try runner.clear(source: source.source)
        try runner.console.write(CacheStatsRenderer.summary(verb: "cleared", counts))
        if let images = try runner.clearImages(source: source.source) {
            try runner.console.write(CacheStatsRenderer.summary(images))
        }
    }
}

/// `popcorn cache prune [--source catalog|tmdb]`.
struct CachePruneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract:
            "Delete expired entries (details after a day, credits after a week, lists and searches after an hour)."
    ).leaf

    @OptionGroup var source: CacheSourceOption

    func run() async throws {
        let runner = CacheCommandRunner.live()
        let counts = try runner.prune(source: source.source)
        try runner.console.write(CacheStatsRenderer.summary(verb: "pruned", counts))
    }
}
