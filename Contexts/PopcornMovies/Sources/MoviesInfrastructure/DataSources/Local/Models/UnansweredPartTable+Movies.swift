import DataPersistence

extension UnansweredPartTable {
    /// `movies_unanswered_part`: the parts a movie's source was asked for and does not have, owned
    /// by the movie's row (created by `movies.v2`, whose columns are this type's).
    static let movies = UnansweredPartTable(
        "movies_unanswered_part", ownerTable: "movies_movie", ownerColumn: "movieID")
}
