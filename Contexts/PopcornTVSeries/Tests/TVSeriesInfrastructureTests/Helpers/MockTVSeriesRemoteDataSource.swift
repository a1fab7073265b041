import CoreDomain
import Synchronization
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

/// A remote data source that records its calls and answers with stubbed results; an unstubbed call fails the test.
///
/// A stubbed bundle is answered with only the parts each call appends (the details always), as
/// TMDb answers `append_to_response`; a part or season appended that the stub lacks is answered as
/// unanswered, as the offline catalog answers a part it does not know.
final class MockTVSeriesRemoteDataSource: TVSeriesRemoteDataSource {
    struct State {
        var tvSeriesCalledWith: [(id: Int, parts: Set<TVSeriesPart>)] = []
        var tvSeriesStub: Result<TVSeriesBundle, DataAccessError>?
        var recommendationsCalledWith: [(tvSeriesID: Int, page: Int)] = []
        var recommendationsStub: Result<TVSeriesPreviewPage, DataAccessError>?
        var similarCalledWith: [(tvSeriesID: Int, page: Int)] = []
        var similarStub: Result<TVSeriesPreviewPage, DataAccessError>?
        var episodeCalledWith: [(episodeNumber: Int, seasonNumber: Int, tvSeriesID: Int)] = []
        var episodeStub: Result<TVEpisode, DataAccessError>?
        var episodeCreditsCalledWith: [(episodeNumber: Int, seasonNumber: Int, tvSeriesID: Int)] = []
        var episodeCreditsStub: Result<TVEpisodeCredits, DataAccessError>?
        var tvSeriesInListCalledWith: [(list: TVSeriesListKind, page: Int)] = []
        var tvSeriesInListStub: Result<TVSeriesPreviewPage, DataAccessError>?
        var searchTVSeriesCalledWith: [(query: String, firstAirDateYear: Int?, page: Int)] = []
        var searchTVSeriesStub: Result<TVSeriesPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())

    func stub(tvSeries result: Result<TVSeriesBundle, DataAccessError>) {
        state.withLock { $0.tvSeriesStub = result }
    }
    func stub(recommendations result: Result<TVSeriesPreviewPage, DataAccessError>) {
        state.withLock { $0.recommendationsStub = result }
    }
    func stub(similar result: Result<TVSeriesPreviewPage, DataAccessError>) {
        state.withLock { $0.similarStub = result }
    }
    func stub(episode result: Result<TVEpisode, DataAccessError>) { state.withLock { $0.episodeStub = result } }
    func stub(episodeCredits result: Result<TVEpisodeCredits, DataAccessError>) {
        state.withLock { $0.episodeCreditsStub = result }
    }
    func stub(tvSeriesInList result: Result<TVSeriesPreviewPage, DataAccessError>) {
        state.withLock { $0.tvSeriesInListStub = result }
    }
    func stub(searchTVSeries result: Result<TVSeriesPreviewPage, DataAccessError>) {
        state.withLock { $0.searchTVSeriesStub = result }
    }

    var tvSeriesCallCount: Int { state.withLock { $0.tvSeriesCalledWith.count } }
    /// The series each series request asked for, in order.
    var tvSeriesCalledWith: [Int] { state.withLock { $0.tvSeriesCalledWith.map(\.id) } }
    /// The parts each series request appended, in order.
    var tvSeriesAppended: [Set<TVSeriesPart>] { state.withLock { $0.tvSeriesCalledWith.map(\.parts) } }
    var recommendationsCalledWith: [(tvSeriesID: Int, page: Int)] {
        state.withLock { $0.recommendationsCalledWith }
    }
    var similarCalledWith: [(tvSeriesID: Int, page: Int)] { state.withLock { $0.similarCalledWith } }
    var episodeCalledWith: [(episodeNumber: Int, seasonNumber: Int, tvSeriesID: Int)] {
        state.withLock { $0.episodeCalledWith }
    }
    var episodeCreditsCalledWith: [(episodeNumber: Int, seasonNumber: Int, tvSeriesID: Int)] {
        state.withLock { $0.episodeCreditsCalledWith }
    }
    var tvSeriesInListCalledWith: [(list: TVSeriesListKind, page: Int)] {
        state.withLock { $0.tvSeriesInListCalledWith }
    }
    var searchTVSeriesCalledWith: [(query: String, firstAirDateYear: Int?, page: Int)] {
        state.withLock { $0.searchTVSeriesCalledWith }
    }

    /// Every call to any method, for tests that must prove TMDb was never asked.
    var totalCallCount: Int {
        state.withLock {
            $0.tvSeriesCalledWith.count + $0.recommendationsCalledWith.count + $0.similarCalledWith.count
                + $0.episodeCalledWith.count + $0.episodeCreditsCalledWith.count + $0.tvSeriesInListCalledWith.count
                + $0.searchTVSeriesCalledWith.count
        }
    }

    func tvSeries(withID id: Int, appending parts: Set<TVSeriesPart>) async throws(DataAccessError) -> TVSeriesBundle {
        let stub = state.withLock { state in
            state.tvSeriesCalledWith.append((id, parts))
            return state.tvSeriesStub
        }
        let bundle = try Self.answer(stub, call: "tvSeries(withID: \(id), appending: \(parts))")
        var unanswered: Set<TVSeriesPart> = []
        func part<Value>(_ part: TVSeriesPart, _ value: Value?) -> Value? {
            guard parts.contains(part) else {
                return nil
            }
            if value == nil {
                unanswered.insert(part)
            }
            return value
        }
        var seasons: [Int: TVSeason] = [:]
        for number in parts.compactMap(\.seasonNumber) {
            seasons[number] = part(.season(number), bundle.seasons[number])
        }
        return TVSeriesBundle(
            tvSeries: bundle.tvSeries,
            credits: part(.credits, bundle.credits),
            aggregateCredits: part(.aggregateCredits, bundle.aggregateCredits),
            contentRatings: part(.contentRatings, bundle.contentRatings),
            images: part(.images, bundle.images),
            recommendations: part(.recommendations, bundle.recommendations),
            similar: part(.similar, bundle.similar),
            watchProviders: part(.watchProviders, bundle.watchProviders),
            videos: part(.videos, bundle.videos),
            keywords: part(.keywords, bundle.keywords),
            translations: part(.translations, bundle.translations),
            seasons: seasons,
            unansweredParts: unanswered
        )
    }

    func recommendations(forTVSeries tvSeriesID: Int, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let stub = state.withLock { state in
            state.recommendationsCalledWith.append((tvSeriesID, page))
            return state.recommendationsStub
        }
        return try Self.answer(stub, call: "recommendations(forTVSeries: \(tvSeriesID), page: \(page))")
    }

    func similar(forTVSeries tvSeriesID: Int, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let stub = state.withLock { state in
            state.similarCalledWith.append((tvSeriesID, page))
            return state.similarStub
        }
        return try Self.answer(stub, call: "similar(forTVSeries: \(tvSeriesID), page: \(page))")
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
