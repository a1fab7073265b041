import CoreDomain
import Foundation

extension Video {
    /// An official YouTube trailer, for tests in any context.
    public static func mock(
        id: String = "5c9294240e0a267cd516835f",
        name: String = "Official Trailer",
        key: String = "BdJKm16Co6M",
        site: VideoSite = .youTube,
        kind: VideoKind = .trailer,
        size: Int? = 1080,
        isOfficial: Bool = true,
        publishedAt: Date? = Date(timeIntervalSince1970: 1_412_277_622),
        languageCode: String? = "en",
        countryCode: String? = "US"
    ) -> Video {
        Video(
            id: id, name: name, key: key, site: site, kind: kind, size: size, isOfficial: isOfficial,
            publishedAt: publishedAt, languageCode: languageCode, countryCode: countryCode)
    }
}
