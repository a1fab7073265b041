import CoreDomain
import Synchronization
import TrackingDomain

/// Answers titles' names and series from what it was given, recording every question; a title it
/// was not given is `notFound`, and `failure` (when set) answers every question.
public final class MockTrackingTitleProvider: TrackingTitleProviding {
    private struct State {
        var calls: [String] = []
    }

    private let movies: [Int: String]
    private let series: [Int: TrackedSeries]
    private let films: [String: Int]
    private let failure: DataAccessError?
    private let state = Mutex(State())

    /// - Parameters:
    ///   - movies: titles by movie id.
    ///   - series: the series it knows, each answered with the episodes of the seasons asked only.
    ///   - films: movie ids by the name they are found by, with the year when asked with one:
    ///     `"Fight Club (1999)"`, `"Se7en"`.
    public init(
        movies: [Int: String] = [550: "Fight Club"],
        series: [TrackedSeries] = [.breakingBad, .returning],
        films: [String: Int] = ["Fight Club (1999)": 550],
        failure: DataAccessError? = nil
    ) {
        self.movies = movies
        self.films = films
        self.series = Dictionary(series.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.failure = failure
    }

    /// Every question asked, in order: `movie 550`, `series 1396 [1, 2]`, `find Fight Club (1999)`.
    public var calls: [String] { state.withLock { $0.calls } }

    public func movieTitle(id: Int) async throws(DataAccessError) -> String {
        try answer("movie \(id)", movies[id])
    }

    public func series(id: Int, withEpisodesOf seasons: Set<Int>) async throws(DataAccessError) -> TrackedSeries {
        try answer("series \(id) \(seasons.sorted())", series[id]?.asked(for: seasons))
    }

    /// Answers each series as ``series(id:withEpisodesOf:)`` does, in the order of their ids.
    public func series(_ requests: [Int: Set<Int>]) async -> [Int: Result<TrackedSeries, DataAccessError>] {
        var answers: [Int: Result<TrackedSeries, DataAccessError>] = [:]
        for (id, seasons) in requests.sorted(by: { $0.key < $1.key }) {
            do throws(DataAccessError) {
                answers[id] = .success(try await series(id: id, withEpisodesOf: seasons))
            } catch {
                answers[id] = .failure(error)
            }
        }
        return answers
    }

    public func movieID(named name: String, year: Int?) async throws(DataAccessError) -> Int? {
        let key = name + (year.map { " (\($0))" } ?? "")
        do {
            return try answer("find \(key)", films[key])
        } catch .notFound {
            return nil
        }
    }

    private func answer<Value>(_ call: String, _ value: Value?) throws(DataAccessError) -> Value {
        state.withLock { $0.calls.append(call) }
        if let failure {
            throw failure
        }
        guard let value else {
            throw .notFound
        }
        return value
    }
}
