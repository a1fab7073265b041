/// How a followed movie comes out on a day of the calendar: in cinemas, to buy or rent online, or
/// on disc (TMDb's release types 2 and 3, 4, and 5; premieres and TV airings are not listed).
public enum CalendarReleaseKind: String, CaseIterable, Comparable, Sendable {
    case theatrical
    case digital
    case physical

    /// Cinemas first, then online, then disc, as a day lists them.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
