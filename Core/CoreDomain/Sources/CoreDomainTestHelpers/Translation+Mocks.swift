import CoreDomain
import Foundation

extension Translation {
    /// Fight Club's American English text, for tests in any context.
    public static func mock(
        languageCode: String = "en",
        countryCode: String? = "US",
        englishName: String? = "English",
        title: String? = nil,
        overview: String? = "An insomniac and a soap salesman form an underground fight club.",
        tagline: String? = "Mischief. Mayhem. Soap.",
        homepageURL: String? = nil,
        runtime: Int? = 139
    ) -> Translation {
        Translation(
            languageCode: languageCode, countryCode: countryCode, englishName: englishName, title: title,
            overview: overview, tagline: tagline, homepageURL: homepageURL.flatMap { URL(string: $0) },
            runtime: runtime)
    }
}
