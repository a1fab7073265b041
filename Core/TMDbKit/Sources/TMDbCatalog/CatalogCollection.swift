import TMDbKit

/// A collection as the catalog knows it: what its movies' `belongs_to_collection` says of it (id,
/// name, poster, backdrop), and those movies. The catalog holds no text of collections, so it has no
/// overview; TMDb's parts come in no set order, and the catalog's come by release date (undated ones
/// last), ties by id, so the same collection is always the same answer.
struct CatalogCollection: Sendable, Equatable {
    let id: Int
    let name: String
    let posterPath: String?
    let backdropPath: String?
    /// The movies that belong to it, in release order.
    let parts: [MovieDetailsDTO]

    /// Every collection `movies` name, most popular first (by their most popular movie), ties by id;
    /// each is named, and its images given, as its movie with the lowest id names them.
    static func all(in movies: [MovieDetailsDTO]) -> [CatalogCollection] {
        var members: [Int: [MovieDetailsDTO]] = [:]
        for movie in movies.sorted(by: { $0.id < $1.id }) {
            guard let collection = movie.belongsToCollection else {
                continue
            }
            members[collection.id, default: []].append(movie)
        }
        var collections: [CatalogCollection] = []
        for (id, films) in members {
            guard let named = films.first?.belongsToCollection else {
                continue
            }
            collections.append(
                CatalogCollection(
                    id: id, name: named.name, posterPath: named.posterPath, backdropPath: named.backdropPath,
                    parts: films.sorted(by: releaseOrder)))
        }
        return collections.sorted { lhs, rhs in
            lhs.popularity != rhs.popularity ? lhs.popularity > rhs.popularity : lhs.id < rhs.id
        }
    }

    /// Its most popular movie's popularity, which orders search results.
    var popularity: Double {
        parts.map { $0.popularity ?? 0 }.max() ?? 0
    }

    /// The row `/search/collection` sends for it: only what the catalog knows.
    var listItem: CollectionListItemDTO {
        CollectionListItemDTO(backdropPath: backdropPath, id: id, name: name, overview: "", posterPath: posterPath)
    }

    /// Earlier release first, a movie with no (or no readable) date after every dated one, ties by id.
    private static func releaseOrder(_ lhs: MovieDetailsDTO, _ rhs: MovieDetailsDTO) -> Bool {
        switch (TMDbDate.parse(lhs.releaseDate), TMDbDate.parse(rhs.releaseDate)) {
        case (let left?, let right?) where left != right: left < right
        case (.some, nil): true
        case (nil, .some): false
        default: lhs.id < rhs.id
        }
    }
}
