import PeopleDomain

/// Maps TMDb's `media_type` string ("movie", "tv") to `PersonCreditMediaType`, with `.unknown` for new values.
struct PersonCreditMediaTypeMapper {
    func map(_ dto: String) -> PersonCreditMediaType {
        switch dto {
        case "movie": .movie
        case "tv": .tvSeries
        default: .unknown
        }
    }
}
