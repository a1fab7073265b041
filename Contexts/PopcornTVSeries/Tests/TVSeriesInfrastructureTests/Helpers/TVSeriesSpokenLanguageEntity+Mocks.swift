@testable import TVSeriesInfrastructure

extension TVSeriesSpokenLanguageEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        position: Int = 0,
        languageCode: String = "en",
        name: String = "English"
    ) -> TVSeriesSpokenLanguageEntity {
        TVSeriesSpokenLanguageEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            languageCode: languageCode,
            name: name
        )
    }
}
