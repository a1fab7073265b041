import PeopleDomain

extension PersonCreditMediaType {
    /// How the kind reads in a credits row: `movie`, `tv`, or `other` for kinds TMDb adds later.
    var label: String {
        switch self {
        case .movie: "movie"
        case .tvSeries: "tv"
        case .unknown: "other"
        }
    }

    /// The command that opens a title of this kind (`popcorn movie 550`); `nil` for unknown kinds.
    func command(titleID: Int) -> String? {
        switch self {
        case .movie: "popcorn movie \(titleID)"
        case .tvSeries: "popcorn tv \(titleID)"
        case .unknown: nil
        }
    }
}
