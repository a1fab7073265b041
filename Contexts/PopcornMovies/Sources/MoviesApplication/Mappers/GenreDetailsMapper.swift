import MoviesDomain

/// Turns a domain `Genre` into `GenreDetails`.
struct GenreDetailsMapper {
    func map(_ entity: Genre) -> GenreDetails {
        GenreDetails(id: entity.id, name: entity.name)
    }
}
