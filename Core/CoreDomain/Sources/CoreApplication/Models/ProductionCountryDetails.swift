import CoreDomain
import Foundation

/// A production country in an application model.
public struct ProductionCountryDetails: Identifiable, Codable, Equatable, Sendable {
    public let countryCode: String
    public let name: String

    public var id: String { countryCode }

    public init(countryCode: String, name: String) {
        self.countryCode = countryCode
        self.name = name
    }
}
