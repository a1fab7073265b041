import Foundation

extension Endpoint where Response == FindResultsDTO {
    /// `GET /find/{imdb_id}?external_source=imdb_id`: the movies, series and people TMDb files
    /// under an IMDb id (`tt…` for a title, `nm…` for a person), so one known from IMDb opens
    /// without a search.
    public static func find(imdbID: String, language: String?) -> Self {
        Self(
            path: "/find/\(imdbID)",
            queryItems: [URLQueryItem(name: "external_source", value: "imdb_id")] + languageItems(language)
        )
    }
}
