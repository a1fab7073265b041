import CoreDomain
import Foundation

/// The orders `popcorn watchlist list` offers.
public enum WatchlistSort: String, Hashable, Sendable, CaseIterable {
    /// Newest addition first.
    case added
    /// A to Z, ignoring case and accents.
    case title
    /// Newest release (or first air date) first; undated titles last.
    case release
    /// Best rated first; unrated titles last.
    case rating
}

extension WatchlistSort {
    /// `entries`, given in the order they were added (oldest first, as the repository keeps them),
    /// in this order. Times are kept to the second, so titles added within the same second go by the
    /// order they were added in (the later first, for ``added``); other ties go by title (ignoring
    /// case and accents), then kind and id, so the same watchlist always lists the same way.
    public func sorted(_ entries: [WatchlistEntry]) -> [WatchlistEntry] {
        let keyed = entries.enumerated().map { (entry: $1, title: TypedText.fold($1.title.title), added: $0) }
        return keyed.sorted { lhs, rhs in
            if let ordered = Self.compare(self, lhs.entry, rhs.entry) {
                return ordered
            }
            if self == .added {
                return lhs.added > rhs.added
            }
            if lhs.title != rhs.title {
                return lhs.title < rhs.title
            }
            return lhs.entry.id < rhs.entry.id
        }.map(\.entry)
    }

    /// Whether `lhs` comes first by `sort` alone; `nil` when `sort` does not tell them apart.
    private static func compare(_ sort: WatchlistSort, _ lhs: WatchlistEntry, _ rhs: WatchlistEntry) -> Bool? {
        switch sort {
        case .added: lhs.addedAt == rhs.addedAt ? nil : lhs.addedAt > rhs.addedAt
        case .title: nil
        case .release: descendingWithMissingLast(lhs.title.releaseDate, rhs.title.releaseDate)
        case .rating: descendingWithMissingLast(lhs.title.voteAverage, rhs.title.voteAverage)
        }
    }

    private static func descendingWithMissingLast<T: Comparable>(_ lhs: T?, _ rhs: T?) -> Bool? {
        switch (lhs, rhs) {
        case (let left?, let right?): left == right ? nil : left > right
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): nil
        }
    }
}
