import CoreDomain
import TVSeriesDomain

extension SpokenLanguage {
    static func mock(languageCode: String = "en", name: String = "English") -> SpokenLanguage {
        SpokenLanguage(languageCode: languageCode, name: name)
    }
}
