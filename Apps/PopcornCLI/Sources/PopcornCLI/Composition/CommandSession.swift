import AccountApplication
import AccountComposition
import CalendarApplication
import CoreDomain
import Foundation
import GenresApplication
import GenresComposition
import MoviesApplication
import MoviesComposition
import PeopleApplication
import PeopleComposition
import ReviewsApplication
import ReviewsComposition
import SearchApplication
import SearchComposition
import TVSeriesApplication
import TVSeriesComposition
import TrackingApplication
import TrackingComposition
import TrendingApplication
import TrendingComposition
import WatchlistApplication
import WatchlistComposition

/// What every data command sets up before fetching: the resolved configuration, the console,
/// colour, the catalog notice, `--debug` logging, and the use-case factories.
struct CommandSession: Sendable {
    let configuration: PopcornConfiguration
    let console: Console
    let terminal: Terminal
    let style: TextStyle
    /// Builds the factories; each context's is made only when a command asks for it.
    let root: CompositionRoot
    /// What the factories share: opened once, whichever contexts the command uses.
    let dependencies: ContextDependencies
    /// Each context's factory, made at most once in the command.
    let factories: ContextFactories
    /// When the command started, to the second (as changes are kept): what it changed is what
    /// changed from then on.
    let startedAt = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))

    init(
        configuration: PopcornConfiguration, console: Console, terminal: Terminal, style: TextStyle,
        root: CompositionRoot, dependencies: ContextDependencies
    ) {
        self.configuration = configuration
        self.console = console
        self.terminal = terminal
        self.style = style
        self.root = root
        self.dependencies = dependencies
        factories = ContextFactories(root: root, dependencies: dependencies)
    }

    /// The Movies context's use cases.
    var movies: PopcornMoviesFactory {
        factories.movies.value
    }

    /// The TVSeries context's use cases.
    var tvSeries: PopcornTVSeriesFactory {
        factories.tvSeries.value
    }

    /// The People context's use cases.
    var people: PopcornPeopleFactory {
        factories.people.value
    }

    /// The Search context's use cases (multi-search, title resolution, the search history).
    var search: PopcornSearchFactory {
        factories.search.value
    }

    /// The Genres context's use cases (genre lists, genre names to ids).
    var genres: PopcornGenresFactory {
        factories.genres.value
    }

    /// The Trending context's use cases.
    var trending: PopcornTrendingFactory {
        factories.trending.value
    }

    /// The Tracking context's use cases (the diary and ratings).
    var tracking: PopcornTrackingFactory {
        factories.tracking.value
    }

    /// The Watchlist context's use cases.
    var watchlist: PopcornWatchlistFactory {
        factories.watchlist.value
    }

    /// The Calendar context's use cases (what airs for the titles followed).
    var calendar: PopcornCalendarFactory {
        factories.calendar.value
    }

    /// The Reviews context's use cases (what readers wrote about a movie or a series).
    var reviews: PopcornReviewsFactory {
        factories.reviews.value
    }

    /// The Account context's use cases (the TMDb session, the sync).
    var account: PopcornAccountFactory {
        factories.account.value
    }

    /// The region (`US`, `GB`) whose certification and where-to-watch offers a details command shows:
    /// use cases take it as an argument, since it only chooses among the countries a cached title holds.
    var region: String {
        configuration.region
    }

    /// The command's language when it is not the default, for commands this one suggests: genre names
    /// are read in the language of the command that types them, so those commands carry `--language`.
    var nonDefaultLanguage: String? {
        configuration.language == PopcornConfiguration.defaultLanguage ? nil : configuration.language
    }

    /// The notice printed when no credentials are set and the catalog answers instead.
    static let catalogNotice =
        "no \(EnvironmentKey.apiKey) or \(EnvironmentKey.readAccessToken) set; showing the offline demo catalog "
        + "(pass --source catalog to silence this note)"

    /// Resolves everything a command that prints no JSON document (`browse`, an export) needs.
    static func start(
        options: SessionOptions,
        environment: [String: String] = ProcessEnvironment.variables
    ) throws(CLIFailure) -> CommandSession {
        try start(options: options, outputsJSON: false, environment: environment)
    }

    /// Resolves everything a command needs from the environment and its global options.
    static func start(
        options: GlobalOptions,
        environment: [String: String] = ProcessEnvironment.variables
    ) throws(CLIFailure) -> CommandSession {
        try start(options: options.session, outputsJSON: options.json, environment: environment)
    }

    private static func start(
        options: SessionOptions,
        outputsJSON: Bool,
        environment: [String: String]
    ) throws(CLIFailure) -> CommandSession {
        let terminal = Terminal.current(environment: environment)
        let file = try ConfigurationFile.load(environment: environment)
        let configuration = try PopcornConfiguration.resolve(
            environment: environment,
            options: options,
            outputsJSON: outputsJSON,
            stdoutIsTerminal: terminal.isInteractive,
            file: file
        )
        let console = Console(
            redactor: SecretRedactor(
                secrets: configuration.source.secrets + file.secrets
                    + [configuration.environmentSession].compactMap { $0 }))
        if configuration.source == .catalog(announced: true) {
            console.note(catalogNotice)
        }
        let logger = configuration.isDebug ? StandardErrorLogHandler.logger(console: console) : nil
        let root = CompositionRoot(
            configuration: configuration,
            console: console,
            logger: logger,
            reporter: CacheEventRelay(console: console, logger: logger)
        )
        return CommandSession(
            configuration: configuration,
            console: console,
            terminal: terminal,
            style: TextStyle(isEnabled: configuration.usesColour),
            root: root,
            dependencies: try root.makeDependencies()
        )
    }

    /// The failure to report for a use case's error about `subject`.
    func failure(_ error: some UseCaseError, about subject: FailureSubject) -> CLIFailure {
        FailureMapper.failure(
            for: error,
            subject: subject,
            source: configuration.source,
            isOffline: configuration.cachePolicy == .offline
        )
    }

    /// Writes the command's human view; a closed pipe ends the program quietly, any other failed
    /// write is exit 74.
    func write(_ text: String) throws(StandardOutputFailure) {
        try console.write(text)
    }

    /// Writes the report of a change already made (`--json` or human): a failed write says that
    /// the change was made (`made`), since the exit code alone would read as if it had not been.
    func report(_ value: some Encodable, human: @autoclosure () -> String, made: String) throws {
        do {
            if configuration.outputsJSON {
                try writeJSON(value)
            } else {
                try write(human())
            }
        } catch var failure as StandardOutputFailure {
            failure.madeChange = made
            throw failure
        }
    }

    /// Writes `value` as the command's one `--json` document.
    func writeJSON(_ value: some Encodable) throws {
        try console.writeDocument(try JSONOutput.document(value))
    }

    /// Writes a document that must stay exact (an export in a file format) to standard output.
    func writeDocument(_ text: String) throws(StandardOutputFailure) {
        try console.writeDocument(text)
    }
}
