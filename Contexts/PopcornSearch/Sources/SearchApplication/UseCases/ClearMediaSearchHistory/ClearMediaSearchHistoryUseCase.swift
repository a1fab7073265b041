import Foundation
import SearchDomain

/// Empties the search history, at the person's request (never as cache maintenance).
public protocol ClearMediaSearchHistoryUseCase: Sendable {
    /// Deletes every entry; returns how many there were.
    func execute() async throws(MediaSearchHistoryError) -> Int
}
