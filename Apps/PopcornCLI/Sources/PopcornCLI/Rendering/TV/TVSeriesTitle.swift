import TVSeriesApplication

/// How a series is named in title lines: `Breaking Bad (2008–2013)`, `Chernobyl (2019)`,
/// `Severance (2022–)` while it is still running.
enum TVSeriesTitle {
    /// Statuses after which no more episodes air.
    static let finishedStatuses: Set<String> = ["Ended", "Canceled", "Cancelled"]

    /// The name and the years it aired, as far as they are known.
    static func line(_ series: TVSeriesDetails) -> String {
        guard let years = years(of: series) else {
            return series.name
        }
        return "\(series.name) (\(years))"
    }

    /// `2008–2013`, `2019`, `2022–`; `nil` when the first air date is unknown.
    static func years(of series: TVSeriesDetails) -> String? {
        guard let first = DisplayFormat.year(of: series.firstAirDate) else {
            return nil
        }
        let last = DisplayFormat.year(of: series.lastAirDate)
        let isFinished = series.status.map(finishedStatuses.contains) ?? (last != nil)
        guard isFinished else {
            return "\(first)–"
        }
        guard let last, last != first else {
            return first
        }
        return "\(first)–\(last)"
    }
}
