import CoreDomain
import Foundation

/// A spoken language in an application model.
public struct SpokenLanguageDetails: Identifiable, Codable, Equatable, Sendable {
    public let languageCode: String
    public let name: String

    public var id: String { languageCode }

    public init(languageCode: String, name: String) {
        self.languageCode = languageCode
        self.name = name
    }
}
