import Foundation

extension Endpoint where Response == ImageCollectionDTO {
    /// `GET /movie/{id}/images`: the movie's posters, backdrops and logos. Without a language
    /// TMDb sends the images in every language; with one, those of
    /// ``imageLanguageItems(_:)`` (the language's, English and text-free), as when appended.
    public static func movieImages(id: Int, language: String? = nil) -> Self {
        Self(path: "/movie/\(id)/images", queryItems: language == nil ? [] : imageLanguageItems(language))
    }

    /// `GET /tv/{id}/images`: the series' posters, backdrops and logos, filtered by language
    /// as ``movieImages(id:language:)`` is.
    public static func tvSeriesImages(id: Int, language: String? = nil) -> Self {
        Self(path: "/tv/\(id)/images", queryItems: language == nil ? [] : imageLanguageItems(language))
    }

    /// `GET /person/{id}/images`: the person's photos (`profiles`).
    public static func personImages(id: Int) -> Self {
        Self(path: "/person/\(id)/images")
    }
}
