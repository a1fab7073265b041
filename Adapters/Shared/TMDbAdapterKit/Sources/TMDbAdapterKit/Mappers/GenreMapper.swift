import CoreDomain
import TMDbKit

/// Maps a TMDb genre DTO to the domain `Genre`.
public struct GenreMapper: Sendable {
    public init() {}

    public func map(_ dto: GenreDTO) -> Genre {
        Genre(id: dto.id, name: dto.name)
    }
}
