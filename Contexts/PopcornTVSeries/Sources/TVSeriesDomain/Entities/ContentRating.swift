import Foundation

/// One country's age rating of a TV series (e.g. `US` `TV-MA`): a series' certification, which the
/// reader's region picks.
public struct ContentRating: Equatable, Sendable {
    /// ISO 3166-1 code of the country, e.g. `US`.
    public let countryCode: String
    /// The rating, e.g. `TV-MA` or `18`; `nil` when TMDb lists the country without one.
    public let rating: String?
    /// What the rating warns of; usually empty.
    public let descriptors: [String]

    public init(countryCode: String, rating: String? = nil, descriptors: [String] = []) {
        self.countryCode = countryCode
        self.rating = rating
        self.descriptors = descriptors
    }

    /// The rating a reader in `region` (ISO 3166-1, any case) sees: that country's own, never
    /// another country's; `nil` when TMDb lists no rating there.
    public static func certification(forRegion region: String, in ratings: [ContentRating]) -> String? {
        let code = region.uppercased()
        return ratings.first { $0.countryCode.uppercased() == code && $0.meaningfulRating != nil }?.meaningfulRating
    }

    /// The rating when it says something: `nil` for an absent or blank one.
    var meaningfulRating: String? {
        guard let rating, !rating.trimmingCharacters(in: .whitespaces).isEmpty else {
            return nil
        }
        return rating
    }
}
