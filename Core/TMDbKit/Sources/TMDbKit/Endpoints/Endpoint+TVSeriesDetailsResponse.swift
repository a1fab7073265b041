import Foundation

extension Endpoint where Response == TVSeriesDetailsResponseDTO {
    /// `GET /tv/{id}?append_to_response=…`: the series' details with `parts` and the `seasons`
    /// asked for (`season/1`, each with its episodes) in the same body. A second factory beside
    /// ``tvSeriesDetails(id:language:)`` (which keeps returning a bare ``TVSeriesDetailsDTO``):
    /// `appending:` has no default, so existing calls are unchanged. Seasons follow the parts, in
    /// ascending order; with ``TMDbTVSeriesAppendPart/images`` it also sends
    /// `include_image_language` (see ``imageLanguageItems(_:)``), and with
    /// ``TMDbTVSeriesAppendPart/videos`` `include_video_language` (``videoLanguageItems(_:)``).
    /// TMDb takes at most 20 names.
    public static func tvSeriesDetails(
        id: Int,
        language: String?,
        appending parts: Set<TMDbTVSeriesAppendPart>,
        seasons: Set<Int> = []
    ) -> Self {
        let names =
            TMDbTVSeriesAppendPart.allCases.filter(parts.contains).map(\.rawValue)
            + seasons.sorted().map(TVSeriesDetailsResponseDTO.seasonKey)
        let append =
            names.isEmpty ? [] : [URLQueryItem(name: "append_to_response", value: names.joined(separator: ","))]
        return Self(
            path: "/tv/\(id)",
            queryItems: languageItems(language) + append
                + (parts.contains(.images) ? imageLanguageItems(language) : [])
                + (parts.contains(.videos) ? videoLanguageItems(language) : [])
        )
    }
}
