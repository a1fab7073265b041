import Foundation
import PeopleDomain

/// Maps a person's cast and crew credits between the domain and `people_credit` rows.
struct PersonCreditMapper {
    func map(_ entity: PeopleCreditEntity) -> PersonCredit {
        PersonCredit(
            creditID: entity.creditID,
            mediaType: PersonCreditMediaType(rawValue: entity.mediaType) ?? .unknown,
            titleID: entity.titleID,
            title: entity.title,
            originalTitle: entity.originalTitle,
            releaseDate: entity.releaseDate,
            posterPath: entity.posterPath.flatMap { URL(string: $0) },
            popularity: entity.popularity,
            voteAverage: entity.voteAverage,
            character: entity.character,
            job: entity.job,
            department: entity.department,
            episodeCount: entity.episodeCount
        )
    }

    func map(
        _ credit: PersonCredit,
        personID: Int,
        kind: PeopleCreditEntity.Kind,
        position: Int
    ) -> PeopleCreditEntity {
        var entity = PeopleCreditEntity(
            personID: personID, kind: kind, position: position, creditID: credit.creditID,
            mediaType: credit.mediaType.rawValue, titleID: credit.titleID, title: credit.title)
        map(credit, to: &entity, position: position)
        return entity
    }

    /// Overwrites the credit and its position; the person and the kind stay.
    func map(_ credit: PersonCredit, to entity: inout PeopleCreditEntity, position: Int) {
        entity.position = position
        entity.creditID = credit.creditID
        entity.mediaType = credit.mediaType.rawValue
        entity.titleID = credit.titleID
        entity.title = credit.title
        entity.originalTitle = credit.originalTitle
        entity.releaseDate = credit.releaseDate
        entity.posterPath = credit.posterPath?.relativeString
        entity.popularity = credit.popularity
        entity.voteAverage = credit.voteAverage
        entity.character = credit.character
        entity.job = credit.job
        entity.department = credit.department
        entity.episodeCount = credit.episodeCount
    }
}
