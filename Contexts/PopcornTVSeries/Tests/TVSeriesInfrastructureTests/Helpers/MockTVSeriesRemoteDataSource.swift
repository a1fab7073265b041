import CoreDomain
import Synchronization
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

/// A remote data source that records its calls and answers with stubbed results; an unstubbed call fails the test.
final class MockTVSeriesRemoteDataSource: TVSeriesRemoteDataSource {
    struct State {
        var tvSeriesCalledWith: [Int] = []
        var tvSeriesStub: Result<TVSeries, DataAccessError>?
        var seasonCalledWith: [(seasonNumber: Int, tvSeriesID: Int)] = []
        var seasonStub: Result<TVSeason, DataAccessError>?
        var episodeCalledWith: [(episodeNumber: Int, seasonNumber: Int, tvSeriesID: Int)] = []
        var episodeStub: Result<TVEpisode, DataAccessError>?
        var episodeCreditsCalledWith: [(episodeNumber: Int, seasonNumber: Int, tvSeriesID: Int)] = []
        var episodeCreditsStub: Result<TVEpisodeCredits, DataAccessError>?
        var creditsCalledWith: [Int] = []
        var creditsStub: Result<Credits, DataAccessError>?
        var aggregateCreditsCalledWith: [Int] = []
        var aggregateCreditsStub: Result<AggregateCredits, DataAccessError>?
        var tvSeriesInListCalledWith: [(list: TVSeriesListKind, page: Int)] = []
        var tvSeriesInListStub: Result<TVSeriesPreviewPage, DataAccessError>?
        var searchTVSeriesCalledWith: [(query: String, firstAirDateYear: Int?, page: Int)] = []
        var searchTVSeriesStub: Result<TVSeriesPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    func stub(tvSeries result: Result<TVSeries, DataAccessError>) { state.withLock { $0.tvSeriesStub = result } }
    func stub(season result: Result<TVSeason, DataAccessError>) { state.withLock { $0.seasonStub = result } }
    func stub(episode result: Result<TVEpisode, DataAccessError>) { state.withLock { $0.episodeStub = result } }
    func stub(episodeCredits result: Result<TVEpisodeCredits, DataAccessError>) {
        state.withLock { $0.episodeCreditsStub = result }
    }
    func stub(credits result: Result<Credits, DataAccessError>) { state.withLock { $0.creditsStub = result } }
    func stub(aggregateCredits result: Result<AggregateCredits, DataAccessError>) {
        state.withLock { $0.aggregateCreditsStub = result }
    }
    func stub(tvSeriesInList result: Result<TVSeriesPreviewPage, DataAccessError>) {
        state.withLock { $0.tvSeriesInListStub = result }
    }
    func stub(searchTVSeries result: Result<TVSeriesPreviewPage, DataAccessError>) {
        state.withLock { $0.searchTVSeriesStub = result }
    }

    var tvSeriesCalledWith: [Int] { state.withLock { $0.tvSeriesCalledWith } }
    var seasonCalledWith: [(seasonNumber: Int, tvSeriesID: Int)] { state.withLock { $0.seasonCalledWith } }
    var episodeCalledWith: [(episodeNumber: Int, seasonNumber: Int, tvSeriesID: Int)] {
        state.withLock { $0.episodeCalledWith }
    }
    var episodeCreditsCalledWith: [(episodeNumber: Int, seasonNumber: Int, tvSeriesID: Int)] {
        state.withLock { $0.episodeCreditsCalledWith }
    }
    var creditsCalledWith: [Int] { state.withLock { $0.creditsCalledWith } }
    var aggregateCreditsCalledWith: [Int] { state.withLock { $0.aggregateCreditsCalledWith } }
    var tvSeriesInListCalledWith: [(list: TVSeriesListKind, page: Int)] {
        state.withLock { $0.tvSeriesInListCalledWith }
    }
    var searchTVSeriesCalledWith: [(query: String, firstAirDateYear: Int?, page: Int)] {
        state.withLock { $0.searchTVSeriesCalledWith }
    }

    /// Every call to any method, for tests that must prove TMDb was never asked.
    var totalCallCount: Int {
        state.withLock {
            $0.tvSeriesCalledWith.count + $0.seasonCalledWith.count + $0.episodeCalledWith.count
                + $0.episodeCreditsCalledWith.count + $0.creditsCalledWith.count + $0.aggregateCreditsCalledWith.count
                + $0.tvSeriesInListCalledWith.count + $0.searchTVSeriesCalledWith.count
        }
    }

    func tvSeries(withID id: Int) async throws(DataAccessError) -> TVSeries {
        let stub = state.withLock { state in
            state.tvSeriesCalledWith.append(id)
            return state.tvSeriesStub
        }
        return try Self.answer(stub, call: "tvSeries(withID: \(id))")
    }

    func season(_ seasonNumber: Int, inTVSeries tvSeriesID: Int) async throws(DataAccessError) -> TVSeason {
        let stub = state.withLock { state in
            state.seasonCalledWith.append((seasonNumber, tvSeriesID))
            return state.seasonStub
        }
        return try Self.answer(stub, call: "season(\(seasonNumber), inTVSeries: \(tvSeriesID))")
    }

    func episode(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> TVEpisode {
        let stub = state.withLock { state in
            state.episodeCalledWith.append((episodeNumber, seasonNumber, tvSeriesID))
            return state.episodeStub
        }
        return try Self.answer(
            stub, call: "episode(\(episodeNumber), inSeason: \(seasonNumber), inTVSeries: \(tvSeriesID))")
    }

    func episodeCredits(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> TVEpisodeCredits {
        let stub = state.withLock { state in
            state.episodeCreditsCalledWith.append((episodeNumber, seasonNumber, tvSeriesID))
            return state.episodeCreditsStub
        }
        return try Self.answer(
            stub, call: "episodeCredits(\(episodeNumber), inSeason: \(seasonNumber), inTVSeries: \(tvSeriesID))")
    }

    func credits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> Credits {
        let stub = state.withLock { state in
            state.creditsCalledWith.append(tvSeriesID)
            return state.creditsStub
        }
        return try Self.answer(stub, call: "credits(forTVSeries: \(tvSeriesID))")
    }

    func aggregateCredits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> AggregateCredits {
        let stub = state.withLock { state in
            state.aggregateCreditsCalledWith.append(tvSeriesID)
            return state.aggregateCreditsStub
        }
        return try Self.answer(stub, call: "aggregateCredits(forTVSeries: \(tvSeriesID))")
    }

    func tvSeries(in list: TVSeriesListKind, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let stub = state.withLock { state in
            state.tvSeriesInListCalledWith.append((list, page))
            return state.tvSeriesInListStub
        }
        return try Self.answer(stub, call: "tvSeries(in: \(list), page: \(page))")
    }

    func searchTVSeries(
        query: String,
        firstAirDateYear: Int?,
        page: Int
    ) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let stub = state.withLock { state in
            state.searchTVSeriesCalledWith.append((query, firstAirDateYear, page))
            return state.searchTVSeriesStub
        }
        let year = String(describing: firstAirDateYear)
        return try Self.answer(stub, call: "searchTVSeries(query: \(query), firstAirDateYear: \(year), page: \(page))")
    }

    private static func answer<Value>(_ stub: Result<Value, DataAccessError>?, call: String) throws(DataAccessError)
        -> Value
    {
        guard let stub else {
            Issue.record("MockTVSeriesRemoteDataSource.\(call) was called without a stub")
            throw .unknown("no stub for \(call)")
        }
        return try stub.get()
    }
}
