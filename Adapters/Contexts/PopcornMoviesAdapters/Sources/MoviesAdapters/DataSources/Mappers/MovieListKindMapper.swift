import MoviesDomain
import TMDbKit

/// Maps the domain's list kind to TMDb's list endpoint.
struct MovieListKindMapper {
    func map(_ kind: MovieListKind) -> TMDbMovieList {
        switch kind {
        case .popular: .popular
        case .topRated: .topRated
        case .nowPlaying: .nowPlaying
        case .upcoming: .upcoming
        }
    }
}
