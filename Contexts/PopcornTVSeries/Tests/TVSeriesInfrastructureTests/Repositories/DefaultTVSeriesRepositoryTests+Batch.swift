import CoreDomain
import DataPersistence
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

extension DefaultTVSeriesRepositoryTests {
    @Test("several series asked together: a fresh one makes no request, one not cached makes its own")
    func batchReadsTheCacheOnce() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: [.season(1)])

        let answers = await repository().tvSeries(withIDs: [1396: [.season(1)], 2: [.season(1)]])

        #expect(remote.tvSeriesCalledWith == [1396, 2])
        #expect(remote.tvSeriesAppended.last == [.season(1)])
        #expect(try answers[1396]?.get().seasons[1] == TVSeriesBundle.mock().seasons[1])
        #expect(try answers[2]?.get().tvSeries.id == 1396)
    }

    @Test("with --refresh every series of a batch is fetched, fresh or not")
    func batchRefreshes() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: [.season(1)])

        let answers = await repository(policy: .refresh).tvSeries(withIDs: [1396: [.season(1)]])

        #expect(remote.tvSeriesCalledWith == [1396, 1396])
        #expect((try? answers[1396]?.get()) != nil)
    }

    @Test("the cached details are read however old, without a request; a series never cached is left out")
    func cachedDetails() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: [.season(1)])
        clock.advance(by: 30 * 86_400)

        let cached = await repository().cachedTVSeries(withIDs: [1396, 2])

        #expect(remote.tvSeriesCalledWith == [1396])
        #expect(Array(cached.keys) == [1396])
        #expect(cached[1396]?.tvSeries == TVSeriesBundle.mock().tvSeries)
        #expect(await repository().cachedTVSeries(withIDs: []).isEmpty)
    }

    @Test("series TMDb does not have are each their own failure, and every other series is still asked")
    func batchGoesOnAfterNotFound() async throws {
        remote.stub(tvSeries: .failure(.notFound))
        let ids = Array(1...12)

        let answers = await repository().tvSeries(withIDs: Dictionary(uniqueKeysWithValues: ids.map { ($0, []) }))

        #expect(answers.keys.sorted() == ids)
        #expect(remote.tvSeriesCalledWith.sorted() == ids)
    }

    @Test("once TMDb cannot be reached, the series not started yet are left out")
    func batchStopsWhenUnreachable() async throws {
        remote.stub(tvSeries: .failure(.unreachable("offline")))

        let answers = await repository().tvSeries(
            withIDs: Dictionary(uniqueKeysWithValues: (1...12).map { ($0, []) }))

        #expect((1...6).contains(answers.count))  // At most the series in flight when it failed.
        #expect(remote.tvSeriesCalledWith.count == answers.count)
    }

    @Test("a series that cannot be had is that series' failure, and the batch still answers")
    func batchFailure() async throws {
        remote.stub(tvSeries: .failure(.unreachable("offline")))

        let answers = await repository().tvSeries(withIDs: [7: [.season(1)]])

        #expect(answers.count == 1)
        guard case .failure(.unreachable)? = answers[7] else {
            Issue.record("expected the series' own failure, got \(String(describing: answers[7]))")
            return
        }
    }
}
