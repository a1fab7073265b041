import DiscoverDomain
import Foundation

/// The cache keys of the Discover context, in one place so that the repository, logs and tests agree.
///
/// The language is not part of a page's key: the local data source checks it against a column
/// instead. Documents (keyword searches, a region's services) have no such column, so a key says
/// the language where the answer has one.
enum DiscoverCacheKey {
    /// `discover:movie:genres=18&year=1999&sort=rating.desc:page:1`: the kind, the query's canonical
    /// filter (``DiscoverDomain/DiscoverQuery/filterKey``), then the page.
    static func page(_ query: DiscoverQuery) -> String {
        "discover:\(query.mediaType.rawValue):\(query.filterKey):page:\(query.page)"
    }

    /// `discover:keywords:heist`: the name as TMDb searches it, whatever its case (keywords have no
    /// language).
    static func keywords(_ name: String) -> String {
        "discover:keywords:" + name.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// `discover:providers:movie:GB:en-US`: the kind, the region and the language.
    static func watchProviders(_ mediaType: DiscoverMediaType, region: String, language: String) -> String {
        "discover:providers:\(mediaType.rawValue):\(region.uppercased()):\(language)"
    }
}
