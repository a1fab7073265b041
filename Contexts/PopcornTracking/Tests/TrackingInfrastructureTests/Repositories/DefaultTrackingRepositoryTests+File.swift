import DataPersistence
import Foundation
import Testing
import TrackingDomain
import TrackingInfrastructure
import TrackingTestHelpers

/// The repository over a real file: nothing read creates it, and a write keeps a `.bak`.
extension DefaultTrackingRepositoryTests {
    @Test("reading before anything was logged answers nothing and creates no file")
    func readsCreateNothing() async throws {
        let directory = TemporaryTrackingDirectory()
        defer { directory.remove() }
        let repository = directory.repository()

        #expect(try await repository.history(kind: nil, since: nil).isEmpty)
        #expect(try await repository.ratings(kind: nil).isEmpty)
        #expect(try await repository.removeLatestWatch(of: [.movie(id: 550)]).isEmpty)
        #expect(try await repository.clearRating(of: .movie(id: 550), at: Self.evening) == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
    }

    @Test("a logged watch is in the file for the next process, with a backup beside it")
    func durable() async throws {
        let directory = TemporaryTrackingDirectory()
        defer { directory.remove() }

        _ = try await directory.repository().log([.mock()], on: .mock(), at: Self.evening, rating: nil)

        #expect(try await directory.repository().history(kind: nil, since: nil).map(\.item) == [.movie(id: 550)])
        #expect(FileManager.default.fileExists(atPath: directory.file.path + ".bak"))
    }
}
