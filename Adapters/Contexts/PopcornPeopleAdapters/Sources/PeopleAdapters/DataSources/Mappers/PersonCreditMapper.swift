import Foundation
import PeopleDomain
import TMDbAdapterKit
import TMDbKit

/// Maps one cast or crew entry of TMDb's `/person/{id}/combined_credits` to the domain `PersonCredit`.
///
/// Movies and series share the type: the title is the movie's `title` or the series' `name`, the date its
/// `release_date` or `first_air_date`. A crew credit always has a job (`""` when TMDb sent none), so `isCast`
/// tells the two apart.
struct PersonCreditMapper {
    private let mediaTypeMapper = PersonCreditMediaTypeMapper()

    func map(_ dto: PersonCastCreditDTO) -> PersonCredit {
        PersonCredit(
            creditID: dto.creditID,
            mediaType: mediaTypeMapper.map(dto.mediaType),
            titleID: dto.id,
            title: dto.title.nonEmpty ?? dto.name ?? "",
            originalTitle: (dto.originalTitle.nonEmpty ?? dto.originalName).nonEmpty,
            releaseDate: (dto.releaseDate.nonEmpty ?? dto.firstAirDate).tmdbDate,
            posterPath: dto.posterPath.tmdbURL,
            popularity: dto.popularity,
            voteAverage: dto.voteAverage,
            character: dto.character.nonEmpty,
            episodeCount: dto.episodeCount
        )
    }

    func map(_ dto: PersonCrewCreditDTO) -> PersonCredit {
        PersonCredit(
            creditID: dto.creditID,
            mediaType: mediaTypeMapper.map(dto.mediaType),
            titleID: dto.id,
            title: dto.title.nonEmpty ?? dto.name ?? "",
            originalTitle: (dto.originalTitle.nonEmpty ?? dto.originalName).nonEmpty,
            releaseDate: (dto.releaseDate.nonEmpty ?? dto.firstAirDate).tmdbDate,
            posterPath: dto.posterPath.tmdbURL,
            popularity: dto.popularity,
            voteAverage: dto.voteAverage,
            job: dto.job ?? "",
            department: dto.department.nonEmpty,
            episodeCount: dto.episodeCount
        )
    }
}
