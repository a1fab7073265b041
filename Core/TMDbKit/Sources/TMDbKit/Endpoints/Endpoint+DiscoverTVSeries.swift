import Foundation

extension Endpoint where Response == PagedResponseDTO<TVSeriesListItemDTO> {
    /// `GET /discover/tv?…`: one page of the series that pass every filter, in the order `sort_by` asks.
    ///
    /// TMDbKit knows no filter of its own: `parameters` are TMDb's query items as the caller built them
    /// (`with_genres=18`, `first_air_date_year=2008`, `sort_by=first_air_date.desc`, `page=2`, …), sent in
    /// that order, then the language.
    public static func discoverTVSeries(_ parameters: [URLQueryItem], language: String?) -> Self {
        Self(path: "/discover/tv", queryItems: parameters + languageItems(language))
    }
}
