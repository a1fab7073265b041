@testable import MoviesInfrastructure

extension MoviesGenreEntity {
    static func mock(movieID: Int = 550, position: Int = 0, genreID: Int = 18, name: String = "Drama")
        -> MoviesGenreEntity
    {
        MoviesGenreEntity(movieID: movieID, position: position, genreID: genreID, name: name)
    }
}
