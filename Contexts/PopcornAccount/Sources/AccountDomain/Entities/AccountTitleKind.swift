/// The two kinds of title a watchlist holds, here and on TMDb.
public enum AccountTitleKind: String, Sendable, Hashable, Comparable, CaseIterable {
    case movie
    case tv

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
