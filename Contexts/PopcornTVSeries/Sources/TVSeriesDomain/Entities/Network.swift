import Foundation

/// A network that airs a TV series, such as AMC or HBO.
public struct Network: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let logoPath: URL?
    /// ISO 3166-1 code.
    public let originCountry: String?
    public let headquarters: String?
    public let homepage: URL?

    public init(
        id: Int,
        name: String,
        logoPath: URL? = nil,
        originCountry: String? = nil,
        headquarters: String? = nil,
        homepage: URL? = nil
    ) {
        self.id = id
        self.name = name
        self.logoPath = logoPath
        self.originCountry = originCountry
        self.headquarters = headquarters
        self.homepage = homepage
    }
}
