import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import Testing
import __Context__Domain
import __Context__Infrastructure

@Suite("Default__Entity__Repository")
struct Default__Entity__RepositoryTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = Mock__Entity__RemoteDataSource(stub: .success(.mock()))

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [__Context__Migrations()])
    }

    private func repository(policy: CachePolicy = .cacheFirst) -> Default__Entity__Repository {
        let context = CacheContext(policy: policy, language: "en-US", clock: clock, reporter: reporter)
        return Default__Entity__Repository(
            remoteDataSource: remote,
            localDataSource: GRDB__Entity__LocalDataSource(database: database, language: "en-US", clock: clock),
            cacheContext: context
        )
    }

    @Test("a miss asks TMDb once, and the next call is answered by the cache")
    func missThenHit() async throws {
        #expect(try await repository().__entity__(withID: 1) == .mock())
        #expect(try await repository().__entity__(withID: 1) == .mock())
        #expect(remote.calledWith == [1])
        #expect(reporter.events.last == .hit(.details, key: "__entity_snake__:1", age: 0))
    }

    @Test("an entry older than a day is fetched again")
    func expiry() async throws {
        _ = try await repository().__entity__(withID: 1)
        clock.advance(by: 25 * 3600)
        _ = try await repository().__entity__(withID: 1)
        #expect(remote.calledWith == [1, 1])
    }

    @Test("when TMDb fails, the stale entry is returned and reported")
    func staleIfError() async throws {
        _ = try await repository().__entity__(withID: 1)
        clock.advance(by: 25 * 3600)
        remote.stub(.failure(.unreachable("down")))
        #expect(try await repository().__entity__(withID: 1) == .mock())
        guard case .staleServed = reporter.events.last else {
            Issue.record("expected a stale event, got \(reporter.events)")
            return
        }
    }

    @Test("not found is passed on")
    func notFound() async {
        remote.stub(.failure(.notFound))
        await #expect(throws: DataAccessError.notFound) {
            try await repository().__entity__(withID: 1)
        }
    }

    @Test("offline never asks TMDb")
    func offline() async {
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).__entity__(withID: 1)
        }
        #expect(remote.calledWith.isEmpty)
    }
}
