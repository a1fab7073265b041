import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Synchronization
import TVSeriesDomain

/// Records calls and returns stubbed results; an unstubbed call fails.
///
/// `bundle` answers both ways of asking for a series (with parts, or requiring one); `page` answers
/// both recommendations and similar series.
public final class MockTVSeriesRepository: TVSeriesRepository {
    private struct State {
        var includingCalledWith: [(id: Int, parts: Set<TVSeriesPart>)] = []
        var batchCalledWith: [[Int: Set<TVSeriesPart>]] = []
        var requiringCalledWith: [(id: Int, part: TVSeriesPart)] = []
        var recommendationsCalledWith: [(tvSeriesID: Int, page: Int)] = []
        var similarCalledWith: [(tvSeriesID: Int, page: Int)] = []
        var cachedCalledWith: [Set<Int>] = []
        var bundleStub: Result<TVSeriesBundle, DataAccessError>?
        var cachedStub: [Int: TVSeriesBundle] = [:]
        var pageStub: Result<TVSeriesPreviewPage, DataAccessError>?
    }

    private let state = Mutex(State())
    private let barrier: CallBarrier?
    private let log: CallLog?

    /// A repository that answers with `bundle` and `page`, after `barrier` when given, noting each call in `log`.
    public init(
        bundle: Result<TVSeriesBundle, DataAccessError>? = nil,
        page: Result<TVSeriesPreviewPage, DataAccessError>? = nil,
        barrier: CallBarrier? = nil,
        log: CallLog? = nil
    ) {
        state.withLock {
            $0.bundleStub = bundle
            $0.pageStub = page
        }
        self.barrier = barrier
        self.log = log
    }

    public var includingCalledWith: [(id: Int, parts: Set<TVSeriesPart>)] { state.withLock { $0.includingCalledWith } }
    public var requiringCalledWith: [(id: Int, part: TVSeriesPart)] { state.withLock { $0.requiringCalledWith } }
    public var recommendationsCalledWith: [(tvSeriesID: Int, page: Int)] {
        state.withLock { $0.recommendationsCalledWith }
    }
    public var similarCalledWith: [(tvSeriesID: Int, page: Int)] { state.withLock { $0.similarCalledWith } }

    public func tvSeries(
        withID id: Int,
        including parts: Set<TVSeriesPart>
    ) async throws(DataAccessError) -> TVSeriesBundle {
        let stub = state.withLock { state in
            state.includingCalledWith.append((id, parts))
            return state.bundleStub
        }
        return try await answer(stub, "tvSeries(including:)")
    }

    /// Every batch asked for, in order.
    public var batchCalledWith: [[Int: Set<TVSeriesPart>]] { state.withLock { $0.batchCalledWith } }

    /// Answers every series of the batch with the stubbed bundle (or failure).
    public func tvSeries(withIDs requests: [Int: Set<TVSeriesPart>]) async -> [Int: Result<
        TVSeriesBundle, DataAccessError
    >] {
        let stub = state.withLock { state in
            state.batchCalledWith.append(requests)
            return state.bundleStub
        }
        var answers: [Int: Result<TVSeriesBundle, DataAccessError>] = [:]
        for id in requests.keys {
            do throws(DataAccessError) {
                answers[id] = .success(try await answer(stub, "tvSeries(withIDs:)"))
            } catch {
                answers[id] = .failure(error)
            }
        }
        return answers
    }

    /// The bundles of `cached` given to ``stubCached(_:)`` among those asked for.
    public func cachedTVSeries(withIDs ids: Set<Int>) async -> [Int: TVSeriesBundle] {
        state.withLock { state in
            state.cachedCalledWith.append(ids)
            return state.cachedStub.filter { ids.contains($0.key) }
        }
    }

    /// What ``cachedTVSeries(withIDs:)`` finds in the cache (nothing unless stubbed).
    public func stubCached(_ cached: [Int: TVSeriesBundle]) {
        state.withLock { $0.cachedStub = cached }
    }

    /// The ids of each ``cachedTVSeries(withIDs:)`` call, in order.
    public var cachedCalledWith: [Set<Int>] { state.withLock { $0.cachedCalledWith } }

    public func tvSeries(withID id: Int, requiring part: TVSeriesPart) async throws(DataAccessError) -> TVSeriesBundle {
        let stub = state.withLock { state in
            state.requiringCalledWith.append((id, part))
            return state.bundleStub
        }
        return try await answer(stub, "tvSeries(requiring:)")
    }

    public func recommendations(forTVSeries tvSeriesID: Int, page: Int) async throws(DataAccessError)
        -> TVSeriesPreviewPage
    {
        let stub = state.withLock { state in
            state.recommendationsCalledWith.append((tvSeriesID, page))
            return state.pageStub
        }
        return try await answer(stub, "recommendations")
    }

    public func similar(forTVSeries tvSeriesID: Int, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let stub = state.withLock { state in
            state.similarCalledWith.append((tvSeriesID, page))
            return state.pageStub
        }
        return try await answer(stub, "similar")
    }

    private func answer<Value>(_ stub: Result<Value, DataAccessError>?, _ call: String) async throws(DataAccessError)
        -> Value
    {
        log?.record(call)
        await barrier?.arriveAndWait()
        guard let stub else { throw .unknown("MockTVSeriesRepository.\(call): no stub") }
        return try stub.get()
    }
}
