import MoviesDomain

/// Maps TMDb's status string ("Post Production") to `MovieStatus`, with `.unknown` for new values.
struct MovieStatusMapper {
    func map(_ dto: String) -> MovieStatus {
        switch dto {
        case "Rumored": .rumoured
        case "Planned": .planned
        case "In Production": .inProduction
        case "Post Production": .postProduction
        case "Released": .released
        case "Canceled": .cancelled
        default: .unknown
        }
    }
}
