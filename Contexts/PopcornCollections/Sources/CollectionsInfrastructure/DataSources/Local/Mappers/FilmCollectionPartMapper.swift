import CollectionsDomain
import DataPersistence
import Foundation

/// Maps a collection's movie between the domain and its `collections_film_collection_part` row;
/// ``FilmCollectionMapper`` uses it for every movie of a collection.
struct FilmCollectionPartMapper: OwnedRowMapping {
    func map(_ row: CollectionsFilmCollectionPartRow) -> FilmCollectionPart {
        FilmCollectionPart(
            id: row.movieID,
            title: row.title,
            originalTitle: row.originalTitle,
            originalLanguage: row.originalLanguage,
            overview: row.overview,
            releaseDate: row.releaseDate,
            genreIDs: row.genreIDs,
            posterPath: row.posterPath.flatMap(URL.init(string:)),
            backdropPath: row.backdropPath.flatMap(URL.init(string:)),
            popularity: row.popularity,
            voteAverage: row.voteAverage,
            voteCount: row.voteCount,
            hasVideo: row.hasVideo,
            isAdultOnly: row.isAdultOnly
        )
    }

    func map(_ part: FilmCollectionPart) -> CollectionsFilmCollectionPartRow {
        CollectionsFilmCollectionPartRow(
            movieID: part.id,
            title: part.title,
            originalTitle: part.originalTitle,
            originalLanguage: part.originalLanguage,
            overview: part.overview,
            releaseDate: part.releaseDate,
            genreIDs: part.genreIDs,
            posterPath: part.posterPath?.relativeString,
            backdropPath: part.backdropPath?.relativeString,
            popularity: part.popularity,
            voteAverage: part.voteAverage,
            voteCount: part.voteCount,
            hasVideo: part.hasVideo,
            isAdultOnly: part.isAdultOnly
        )
    }
}
