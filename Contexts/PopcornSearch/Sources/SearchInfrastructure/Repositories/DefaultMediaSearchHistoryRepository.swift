import CoreDomain
import Foundation
import SearchDomain

/// The search history straight from its local data source: user data has no remote and no expiry.
public struct DefaultMediaSearchHistoryRepository: MediaSearchHistoryRepository {
    private let localDataSource: any MediaSearchHistoryLocalDataSource

    public init(localDataSource: any MediaSearchHistoryLocalDataSource) {
        self.localDataSource = localDataSource
    }

    public func record(_ entry: MediaSearchHistoryEntry) async throws(DataAccessError) {
        try await localDataSource.record(entry)
    }

    public func entries(limit: Int) async throws(DataAccessError) -> [MediaSearchHistoryEntry] {
        try await localDataSource.entries(limit: limit)
    }

    public func clear() async throws(DataAccessError) -> Int {
        try await localDataSource.deleteAll()
    }
}
