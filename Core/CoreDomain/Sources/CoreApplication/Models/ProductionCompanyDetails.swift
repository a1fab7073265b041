import CoreDomain
import Foundation

/// A production company with its logo resolved to a URL set.
public struct ProductionCompanyDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let originCountry: String
    public let logoURLSet: ImageURLSet?

    public init(id: Int, name: String, originCountry: String, logoURLSet: ImageURLSet? = nil) {
        self.id = id
        self.name = name
        self.originCountry = originCountry
        self.logoURLSet = logoURLSet
    }
}
