import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps a series' spoken languages between the domain and `tv_series_spoken_language` rows.
struct SpokenLanguageMapper {
    func map(_ entity: TVSeriesSpokenLanguageEntity) -> SpokenLanguage {
        SpokenLanguage(languageCode: entity.languageCode, name: entity.name)
    }

    func map(_ spokenLanguage: SpokenLanguage, tvSeriesID: Int, position: Int) -> TVSeriesSpokenLanguageEntity {
        TVSeriesSpokenLanguageEntity(
            tvSeriesID: tvSeriesID, position: position, languageCode: spokenLanguage.languageCode,
            name: spokenLanguage.name)
    }

    /// Overwrites the language and its position; the series stays.
    func map(_ spokenLanguage: SpokenLanguage, to entity: inout TVSeriesSpokenLanguageEntity, position: Int) {
        entity.position = position
        entity.languageCode = spokenLanguage.languageCode
        entity.name = spokenLanguage.name
    }
}
