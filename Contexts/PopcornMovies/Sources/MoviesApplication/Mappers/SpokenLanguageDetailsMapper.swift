import MoviesDomain

/// Turns a domain `SpokenLanguage` into `SpokenLanguageDetails`.
struct SpokenLanguageDetailsMapper {
    func map(_ entity: SpokenLanguage) -> SpokenLanguageDetails {
        SpokenLanguageDetails(languageCode: entity.languageCode, name: entity.name)
    }
}
