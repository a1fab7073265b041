import CoreDomain

/// Turns a domain `SpokenLanguage` into `SpokenLanguageDetails`.
public struct SpokenLanguageDetailsMapper: Sendable {
    public init() {}

    public func map(_ entity: SpokenLanguage) -> SpokenLanguageDetails {
        SpokenLanguageDetails(languageCode: entity.languageCode, name: entity.name)
    }
}
