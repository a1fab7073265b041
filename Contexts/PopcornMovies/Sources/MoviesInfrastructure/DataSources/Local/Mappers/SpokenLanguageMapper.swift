import CoreDomain
import Foundation
import MoviesDomain

/// Maps a movie's spoken languages between the domain and `movies_spoken_language` rows.
struct SpokenLanguageMapper {
    func map(_ entity: MoviesSpokenLanguageEntity) -> SpokenLanguage {
        SpokenLanguage(languageCode: entity.languageCode, name: entity.name)
    }

    func map(_ language: SpokenLanguage, movieID: Int, position: Int) -> MoviesSpokenLanguageEntity {
        MoviesSpokenLanguageEntity(
            movieID: movieID,
            position: position,
            languageCode: language.languageCode,
            name: language.name
        )
    }

    func map(_ language: SpokenLanguage, to entity: inout MoviesSpokenLanguageEntity, position: Int) {
        entity.position = position
        entity.languageCode = language.languageCode
        entity.name = language.name
    }
}
