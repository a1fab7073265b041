import GenresDomain
import TMDbKit

/// Maps a domain `GenreMediaType` to the TMDb genre list that files it: `/genre/{movie|tv}/list`.
struct GenreMediaTypeMapper {
    func map(_ mediaType: GenreMediaType) -> TMDbGenreList {
        switch mediaType {
        case .movie: .movie
        case .tv: .tv
        }
    }
}
