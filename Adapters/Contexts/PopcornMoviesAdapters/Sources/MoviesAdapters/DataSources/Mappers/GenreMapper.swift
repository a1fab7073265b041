import MoviesDomain
import TMDbKit

/// Maps a TMDb genre DTO to the domain `Genre`.
struct GenreMapper {
    func map(_ dto: GenreDTO) -> Genre {
        Genre(id: dto.id, name: dto.name)
    }
}
