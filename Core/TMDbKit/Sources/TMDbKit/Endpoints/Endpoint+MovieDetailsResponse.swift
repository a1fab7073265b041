import Foundation

extension Endpoint where Response == MovieDetailsResponseDTO {
    /// `GET /movie/{id}?append_to_response=…`: the movie's details with `parts` in the same
    /// body. This is a second factory beside ``movieDetails(id:language:)`` (which keeps
    /// returning a bare ``MovieDetailsDTO``): `appending:` has no default, so existing calls
    /// are unchanged, and `appending: []` asks for the details alone in the response shape.
    /// With ``TMDbMovieAppendPart/images`` it also sends `include_image_language` (see
    /// ``imageLanguageItems(_:)``), as TMDb would otherwise keep only the language's images, and
    /// with ``TMDbMovieAppendPart/videos`` `include_video_language` (``videoLanguageItems(_:)``).
    public static func movieDetails(id: Int, language: String?, appending parts: Set<TMDbMovieAppendPart>) -> Self {
        Self(
            path: "/movie/\(id)",
            queryItems: languageItems(language) + appendItems(parts)
                + (parts.contains(.images) ? imageLanguageItems(language) : [])
                + (parts.contains(.videos) ? videoLanguageItems(language) : [])
        )
    }
}
