/// The two lists of titles related to one: those TMDb recommends to whoever liked it, and those with
/// the same genres and keywords; for movies and series alike.
enum RelatedListKind: Sendable {
    case recommendations
    case similar

    /// The subcommand, e.g. `recommendations` in `popcorn movie recommendations 550`.
    var commandName: String {
        switch self {
        case .recommendations: "recommendations"
        case .similar: "similar"
        }
    }

    /// The view's heading: `Recommended if you liked Fight Club (1999)`, `Series similar to Breaking Bad`.
    /// - Parameter noun: What the list holds, capitalised: `Movies`, `Series`.
    func heading(_ title: String, noun: String) -> String {
        switch self {
        case .recommendations: "Recommended if you liked \(title)"
        case .similar: "\(noun) similar to \(title)"
        }
    }
}
