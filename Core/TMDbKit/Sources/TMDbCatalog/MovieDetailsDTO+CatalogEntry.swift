import TMDbKit

extension MovieDetailsDTO: CatalogEntry {
    static var folder: String { "movies" }
    static var listsFile: String { "movie_lists.json" }
    static var searchYearParameter: String { "year" }

    var catalogTitle: String { title }
    var catalogOriginalTitle: String? { originalTitle }
    var catalogDate: String? { releaseDate }
    var listItem: MovieListItemDTO { MovieListItemDTO(details: self) }
}
