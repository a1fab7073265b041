import CoreDomain
import Synchronization
import TrackingDomain

/// Answers titles' names and seasons from what it was given, recording every question; a title it
/// was not given is `notFound`, and `failure` (when set) answers every question.
public final class MockTrackingTitleProvider: TrackingTitleProviding {
    private struct State {
        var calls: [String] = []
    }

    private let movies: [Int: String]
    private let series: [Int: String]
    private let seasons: [TrackedSeason]
    private let failure: DataAccessError?
    private let state = Mutex(State())

    /// - Parameters:
    ///   - movies: titles by movie id.
    ///   - series: names by series id.
    ///   - seasons: the seasons it knows.
    public init(
        movies: [Int: String] = [550: "Fight Club"],
        series: [Int: String] = [1396: "Breaking Bad"],
        seasons: [TrackedSeason] = [.breakingBadSeasonOne],
        failure: DataAccessError? = nil
    ) {
        self.movies = movies
        self.series = series
        self.seasons = seasons
        self.failure = failure
    }

    /// Every question asked, in order: `movie 550`, `series 1396`, `season 1396/1`.
    public var calls: [String] { state.withLock { $0.calls } }

    public func movieTitle(id: Int) async throws(DataAccessError) -> String {
        try answer("movie \(id)", movies[id])
    }

    public func seriesName(id: Int) async throws(DataAccessError) -> String {
        try answer("series \(id)", series[id])
    }

    public func season(_ seasonNumber: Int, ofSeries seriesID: Int) async throws(DataAccessError) -> TrackedSeason {
        try answer(
            "season \(seriesID)/\(seasonNumber)",
            seasons.first { $0.seriesID == seriesID && $0.seasonNumber == seasonNumber })
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
