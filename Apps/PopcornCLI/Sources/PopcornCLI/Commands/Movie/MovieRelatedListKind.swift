/// The two lists of movies related to one: those TMDb recommends to whoever liked it, and those with
/// the same genres and keywords.
enum MovieRelatedListKind: Sendable {
    case recommendations
    case similar

    /// The subcommand, e.g. `recommendations` in `popcorn movie recommendations 550`.
    var commandName: String {
        switch self {
        case .recommendations: "recommendations"
        case .similar: "similar"
        }
    }

    /// The view's heading: `Recommended if you liked Fight Club (1999)`.
    func heading(_ title: String) -> String {
        switch self {
        case .recommendations: "Recommended if you liked \(title)"
        case .similar: "Movies similar to \(title)"
        }
    }
}
