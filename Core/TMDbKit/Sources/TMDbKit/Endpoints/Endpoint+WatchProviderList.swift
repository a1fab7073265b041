import Foundation

extension Endpoint where Response == WatchProviderListDTO {
    /// `GET /watch/providers/movie|tv?language=…&watch_region=…`: the streaming, rental and shop
    /// services TMDb knows for movies or series in `region` (an ISO 3166-1 code; every region's
    /// when `nil` or empty), so a service can be named instead of numbered.
    public static func watchProviderList(_ list: TMDbWatchProviderList, region: String?, language: String?) -> Self {
        var items = languageItems(language)
        if let region, !region.isEmpty {
            items.append(URLQueryItem(name: "watch_region", value: region))
        }
        return Self(path: "/watch/providers/\(list.rawValue)", queryItems: items)
    }
}
