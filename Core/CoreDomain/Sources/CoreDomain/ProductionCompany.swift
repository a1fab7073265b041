import Foundation

/// A company that produced a movie or series.
public struct ProductionCompany: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// ISO 3166-1 country code; empty when TMDb does not know it.
    public let originCountry: String
    public let logoPath: URL?

    public init(id: Int, name: String, originCountry: String = "", logoPath: URL? = nil) {
        self.id = id
        self.name = name
        self.originCountry = originCountry
        self.logoPath = logoPath
    }
}
