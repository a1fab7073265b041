import Foundation

extension Endpoint where Response == PersonDetailsResponseDTO {
    /// `GET /person/{id}?append_to_response=…`: the person's details with `parts` in the same
    /// body. A second factory beside ``personDetails(id:language:)`` (which keeps returning a
    /// bare ``PersonDetailsDTO``): `appending:` has no default, so existing calls are
    /// unchanged. A person's photos carry no language, so no `include_image_language` is sent.
    public static func personDetails(id: Int, language: String?, appending parts: Set<TMDbPersonAppendPart>) -> Self {
        Self(path: "/person/\(id)", queryItems: languageItems(language) + appendItems(parts))
    }
}
