import Foundation

extension Endpoint where Response == TVSeriesDetailsResponseDTO {
    /// `GET /tv/{id}?append_to_response=…`: the series' details with `parts` in the same
    /// body. A second factory beside ``tvSeriesDetails(id:language:)`` (which keeps returning
    /// a bare ``TVSeriesDetailsDTO``): `appending:` has no default, so existing calls are
    /// unchanged. With ``TMDbTVSeriesAppendPart/images`` it also sends
    /// `include_image_language` (see ``imageLanguageItems(_:)``).
    public static func tvSeriesDetails(id: Int, language: String?, appending parts: Set<TMDbTVSeriesAppendPart>)
        -> Self
    {
        Self(
            path: "/tv/\(id)",
            queryItems: languageItems(language) + appendItems(parts)
                + (parts.contains(.images) ? imageLanguageItems(language) : [])
        )
    }
}
