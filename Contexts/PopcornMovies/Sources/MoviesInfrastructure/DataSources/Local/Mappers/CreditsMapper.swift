import CoreDomain
import Foundation
import MoviesDomain

/// Maps a movie's cast and crew between the domain and its cached records.
struct CreditsMapper {
    private let castMapper = CastMemberMapper()
    private let crewMapper = CrewMemberMapper()

    func map(_ entity: MoviesCreditsEntity) -> Credits {
        Credits(
            id: entity.movieID,
            cast: (entity.cast ?? []).map(castMapper.map),
            crew: (entity.crew ?? []).map(crewMapper.map)
        )
    }

    func map(_ credits: Credits, language: String, cachedAt: Date) -> MoviesCreditsEntity {
        var entity = MoviesCreditsEntity(movieID: credits.id, language: language, cachedAt: cachedAt)
        map(credits, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the language and both member lists, and refreshes `cachedAt`.
    func map(_ credits: Credits, to entity: inout MoviesCreditsEntity, language: String, cachedAt: Date) {
        let movieID = entity.movieID
        entity.language = language
        entity.cachedAt = cachedAt
        entity.cast = credits.cast.enumerated().map { castMapper.map($1, movieID: movieID, position: $0) }
        entity.crew = credits.crew.enumerated().map { crewMapper.map($1, movieID: movieID, position: $0) }
    }
}
