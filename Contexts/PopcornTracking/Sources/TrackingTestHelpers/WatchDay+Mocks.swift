import TrackingDomain

extension WatchDay {
    /// A day of November 2026 (the 20th unless told).
    public static func mock(day: Int = 20) -> WatchDay {
        guard let value = WatchDay(year: 2026, month: 11, day: day) else {
            preconditionFailure("November 2026 has no day \(day)")
        }
        return value
    }
}
