import Foundation

/// A country a movie or series was produced in.
public struct ProductionCountry: Identifiable, Equatable, Sendable {
    /// ISO 3166-1 code, e.g. `US`.
    public let countryCode: String
    public let name: String

    public var id: String { countryCode }

    public init(countryCode: String, name: String) {
        self.countryCode = countryCode
        self.name = name
    }
}
