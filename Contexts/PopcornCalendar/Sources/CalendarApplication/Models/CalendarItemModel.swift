/// One row of the calendar: an episode on its air date or a movie on its release date. `--json`
/// writes the row's own keys, told apart by `kind`.
public enum CalendarItemModel: Equatable, Sendable, Encodable {
    case episode(CalendarEpisodeItemModel)
    case movie(CalendarReleaseItemModel)

    /// `YYYY-MM-DD`.
    public var date: String {
        switch self {
        case .episode(let episode): episode.date
        case .movie(let release): release.date
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .episode(let episode): try episode.encode(to: encoder)
        case .movie(let release): try release.encode(to: encoder)
        }
    }
}
