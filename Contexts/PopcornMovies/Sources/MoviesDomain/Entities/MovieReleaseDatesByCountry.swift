import Foundation

/// A movie's releases in one country, which carry that country's certification (age rating).
public struct MovieReleaseDatesByCountry: Equatable, Sendable {
    /// ISO 3166-1 code of the country, e.g. `US`.
    public let countryCode: String
    public let releaseDates: [MovieReleaseDate]

    public init(countryCode: String, releaseDates: [MovieReleaseDate]) {
        self.countryCode = countryCode
        self.releaseDates = releaseDates
    }

    /// The country's certification: that of its earliest theatrical release that has one, else of
    /// its earliest limited theatrical release that has one, else of its earliest release that has
    /// one; `nil` when no release carries a certification.
    public var certification: String? {
        let rated = releaseDates.filter { $0.meaningfulCertification != nil }.sorted(by: Self.earlierFirst)
        let chosen =
            rated.first { $0.type == .theatrical }
            ?? rated.first { $0.type == .theatricalLimited }
            ?? rated.first
        return chosen?.meaningfulCertification
    }

    /// The certification a reader in `region` (ISO 3166-1, any case) sees: that country's own
    /// (see ``certification``), never another country's; `nil` when TMDb lists none for it.
    public static func certification(forRegion region: String, in countries: [MovieReleaseDatesByCountry]) -> String? {
        let code = region.uppercased()
        return countries.first { $0.countryCode.uppercased() == code }?.certification
    }

    /// Dated releases first, earliest first; releases without a date keep TMDb's order after them.
    private static func earlierFirst(_ lhs: MovieReleaseDate, _ rhs: MovieReleaseDate) -> Bool {
        switch (lhs.releaseDate, rhs.releaseDate) {
        case (let left?, let right?): left < right
        case (.some, nil): true
        default: false
        }
    }
}
