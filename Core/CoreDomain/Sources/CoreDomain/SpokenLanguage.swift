import Foundation

/// A language spoken in a movie or series.
public struct SpokenLanguage: Identifiable, Equatable, Sendable {
    /// ISO 639-1 code, e.g. `en`.
    public let languageCode: String
    public let name: String

    public var id: String { languageCode }

    public init(languageCode: String, name: String) {
        self.languageCode = languageCode
        self.name = name
    }
}
