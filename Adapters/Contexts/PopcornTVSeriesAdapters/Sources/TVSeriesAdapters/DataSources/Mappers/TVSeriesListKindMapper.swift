import TMDbKit
import TVSeriesDomain

/// Maps the domain's series list kind to TMDb's list endpoint.
struct TVSeriesListKindMapper {
    func map(_ kind: TVSeriesListKind) -> TMDbTVSeriesList {
        switch kind {
        case .popular: .popular
        case .topRated: .topRated
        case .onTheAir: .onTheAir
        case .airingToday: .airingToday
        }
    }
}
