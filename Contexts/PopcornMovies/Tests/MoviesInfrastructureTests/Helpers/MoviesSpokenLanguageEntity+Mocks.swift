@testable import MoviesInfrastructure

extension MoviesSpokenLanguageEntity {
    static func mock(
        movieID: Int = 550,
        position: Int = 0,
        languageCode: String = "en",
        name: String = "English"
    ) -> MoviesSpokenLanguageEntity {
        MoviesSpokenLanguageEntity(movieID: movieID, position: position, languageCode: languageCode, name: name)
    }
}
