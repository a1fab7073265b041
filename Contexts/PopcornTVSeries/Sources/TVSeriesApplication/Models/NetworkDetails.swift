import CoreDomain
import Foundation

/// A network that airs a series, with its logo resolved.
public struct NetworkDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let logoURLSet: ImageURLSet?
    /// ISO 3166-1 code.
    public let originCountry: String?
    public let headquarters: String?
    public let homepage: URL?

    public init(
        id: Int,
        name: String,
        logoURLSet: ImageURLSet? = nil,
        originCountry: String? = nil,
        headquarters: String? = nil,
        homepage: URL? = nil
    ) {
        self.id = id
        self.name = name
        self.logoURLSet = logoURLSet
        self.originCountry = originCountry
        self.headquarters = headquarters
        self.homepage = homepage
    }
}
