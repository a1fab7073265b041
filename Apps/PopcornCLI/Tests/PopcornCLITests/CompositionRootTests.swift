import DataPersistence
import Foundation
import GenresDomain
import MoviesApplication
import SearchDomain
import TMDbKit
import Testing
import TrendingDomain

@testable import PopcornCLI

@Suite("CompositionRoot")
struct CompositionRootTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-root-\(UUID().uuidString)")

    func root(environment: [String: String] = [:], arguments: [String] = [], console: Console) throws -> CompositionRoot
    {
        var environment = environment
        environment["POPCORN_CACHE_DIR"] = directory.path
        let configuration = try PopcornConfiguration.resolve(
            environment: environment,
            options: try GlobalOptions.parse(arguments),
            stdoutIsTerminal: false
        )
        return CompositionRoot(
            configuration: configuration, console: console, logger: nil, reporter: SilentCacheEventReporter())
    }

    @Test("The catalog answers through the whole stack into the catalog cache file")
    func catalogEndToEnd() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let captured = CapturedConsole()
        let root = try root(console: captured.console)
        let factory = root.makeMoviesFactory(using: try root.makeDependencies())
        let movie = try await factory.makeFetchMovieDetailsUseCase().execute(id: 550, region: "US")
        #expect(movie.title == "Fight Club")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("catalog.sqlite").path))
        #expect(captured.errors.isEmpty)
    }

    @Test("Every context's factory shares one cache database, with every context's migrations")
    func sharedDependencies() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let captured = CapturedConsole()
        let root = try root(console: captured.console)
        let dependencies = try root.makeDependencies()
        let series = try await root.makeTVSeriesFactory(using: dependencies).makeFetchTVSeriesDetailsUseCase()
            .execute(id: 1396, region: "US")
        let movie = try await root.makeMoviesFactory(using: dependencies).makeFetchMovieDetailsUseCase()
            .execute(id: 550, region: "US")
        let person = try await root.makePeopleFactory(using: dependencies).makeFetchPersonDetailsUseCase()
            .execute(id: 287)
        let search = try await root.makeSearchFactory(using: dependencies).makeSearchMediaUseCase()
            .execute(MediaSearchQuery(text: "pitt"))
        let trending = try await root.makeTrendingFactory(using: dependencies).makeFetchTrendingUseCase()
            .execute(TrendingQuery(kind: .tvSeries, timeWindow: .week))
        #expect(series.name == "Breaking Bad")
        #expect(movie.title == "Fight Club")
        #expect(person.name == "Brad Pitt")
        #expect(search.results.map(\.title) == ["Brad Pitt"])
        let genres = try await root.makeGenresFactory(using: dependencies).makeFetchGenresUseCase().execute(
            mediaType: .tv)
        #expect(genres.first?.name == "Action & Adventure")
        #expect(trending.results.first?.title == "Game of Thrones")
        #expect(
            CompositionRoot.migrations.map(\.namespace) == [
                "movies", "tv_series", "people", "search", "genres", "trending", "discover", "reviews",
                "collections",
            ])
        #expect(captured.errors.isEmpty)
    }

    @Test("An unusable cache location costs one warning and falls back to memory")
    func unusableCache() async throws {
        try FileManager.default.createDirectory(
            at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a directory".utf8).write(to: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let captured = CapturedConsole()
        let root = try root(console: captured.console)
        let factory = root.makeMoviesFactory(using: try root.makeDependencies())
        let page = try await factory.makeFetchMovieListUseCase().execute(list: .popular, page: 1)
        #expect(page.results.count == 20)
        #expect(captured.errorLines.count == 1)
        #expect(captured.errorLines.first?.hasPrefix("popcorn: warning: the cache") == true)
    }

    @Test("Under --debug the transport is wrapped in the logging decorator")
    func debugTransport() throws {
        let captured = CapturedConsole()
        let plain = try root(console: captured.console).makeTransport()
        #expect(!(plain is LoggingTMDbTransport))
        let configuration = try root(console: captured.console).configuration
        let logged = CompositionRoot(
            configuration: configuration,
            console: captured.console,
            logger: StandardErrorLogHandler.logger(console: captured.console),
            reporter: SilentCacheEventReporter()
        )
        #expect(try logged.makeTransport() is LoggingTMDbTransport)
    }

    @Test("Live TMDb goes through the retrying, concurrency-limited libcurl stack")
    func liveTransport() throws {
        let captured = CapturedConsole()
        let root = try root(environment: ["TMDB_API_KEY": "key123456"], console: captured.console)
        #expect(try root.makeTransport() is RetryingTMDbTransport)
        #expect(
            CompositionRoot.transportLayers(for: root.configuration.source, isDebug: false, httpTimeout: 10)
                .last == .http(timeout: 10))
    }

    @Test("A corrupt cache file is moved aside with one warning, and the command still works")
    func corruptCacheRepaired() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(String(repeating: "garbage ", count: 1000).utf8)
            .write(to: directory.appendingPathComponent("catalog.sqlite"))
        let captured = CapturedConsole()
        let root = try root(console: captured.console)
        let movie = try await root.makeMoviesFactory(using: try root.makeDependencies()).makeFetchMovieDetailsUseCase()
            .execute(id: 550, region: "US")
        #expect(movie.title == "Fight Club")
        #expect(captured.errorLines.count == 1)
        #expect(captured.errorLines.first?.hasPrefix("popcorn: warning: ") == true)
    }
}
