import Foundation
import Testing
import WatchlistApplication

/// The watchlist for tests, as the calendar reads it: answers ``titles()`` with the titles given, or
/// fails with the error given. The calendar only reads: ``apply(adding:removing:at:)`` fails the test.
final class MockSyncWatchlistUseCase: SyncWatchlistUseCase {
    private let answer: Result<[WatchlistSyncTitle], WatchlistError>

    init(titles: [WatchlistSyncTitle] = []) {
        answer = .success(titles)
    }

    init(error: WatchlistError) {
        answer = .failure(error)
    }

    func titles() async throws(WatchlistError) -> [WatchlistSyncTitle] {
        try answer.get()
    }

    func apply(adding: [WatchlistSyncTitle], removing: [WatchlistSyncTitle], at date: Date)
        async throws(WatchlistError)
    {
        Issue.record("MockSyncWatchlistUseCase.apply(adding:removing:at:) was called: the calendar only reads")
    }
}
