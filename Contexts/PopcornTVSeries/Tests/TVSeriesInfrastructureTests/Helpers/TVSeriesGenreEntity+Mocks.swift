@testable import TVSeriesInfrastructure

extension TVSeriesGenreEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        position: Int = 0,
        genreID: Int = 18,
        name: String = "Drama"
    ) -> TVSeriesGenreEntity {
        TVSeriesGenreEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            genreID: genreID,
            name: name
        )
    }
}
