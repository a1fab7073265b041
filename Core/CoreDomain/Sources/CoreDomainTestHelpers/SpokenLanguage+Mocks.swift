import CoreDomain

extension SpokenLanguage {
    /// English, for tests in any context.
    public static func mock(languageCode: String = "en", name: String = "English") -> SpokenLanguage {
        SpokenLanguage(languageCode: languageCode, name: name)
    }
}
