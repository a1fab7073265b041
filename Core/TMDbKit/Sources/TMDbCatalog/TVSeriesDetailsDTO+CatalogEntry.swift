import TMDbKit

extension TVSeriesDetailsDTO: CatalogEntry {
    static var folder: String { "tv" }
    static var listsFile: String { "tv_lists.json" }
    static var searchYearParameter: String { "first_air_date_year" }

    var catalogTitle: String { name }
    var catalogOriginalTitle: String? { originalName }
    var catalogDate: String? { firstAirDate }
    var listItem: TVSeriesListItemDTO { TVSeriesListItemDTO(details: self) }
}
