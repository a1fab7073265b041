import DataPersistence
import Foundation
import Testing
import TrackingDomain
import TrackingInfrastructure
import TrackingTestHelpers

/// The repository over a real file: nothing read creates it, and a write keeps a `.bak`.
@Suite("DefaultTrackingRepository, in a file")
struct DefaultTrackingRepositoryFileTests {
    let directory: URL
    let file: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("popcorn-tracking-\(UUID().uuidString)", isDirectory: true)
        file = directory.appendingPathComponent("data/popcorn/tracking.sqlite")
    }

    func repository() -> DefaultTrackingRepository {
        DefaultTrackingRepository(
            store: UserDataStore(
                url: file, description: "your diary", migrations: [TrackingMigrations()], keepsBackup: true))
    }

    @Test("reading before anything was logged answers nothing and creates no file")
    func readsCreateNothing() async throws {
        let repository = repository()
        #expect(try await repository.history(kind: nil, since: nil).isEmpty)
        #expect(try await repository.ratings(kind: nil).isEmpty)
        #expect(try await repository.removeLatestWatch(of: [.movie(id: 550)]).isEmpty)
        #expect(try await repository.clearRating(of: .movie(id: 550)) == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("a logged watch is in the file for the next process, with a backup beside it")
    func durable() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await repository().log([.mock()], on: .mock(), at: Date(timeIntervalSince1970: 1_795_204_800))

        #expect(try await repository().history(kind: nil, since: nil).map(\.item) == [.movie(id: 550)])
        #expect(FileManager.default.fileExists(atPath: file.path + ".bak"))
    }
}
