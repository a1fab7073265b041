import CoreDomainTestHelpers
import Testing

@testable import CoreDomain

@Suite("Array.english")
struct ArrayEnglishTranslationTests {
    @Test("The American English translation is preferred, else any English one, else none")
    func picksEnglish() {
        let french = Translation.mock(languageCode: "fr", countryCode: "FR", overview: "Un insomniaque.")
        let british = Translation.mock(countryCode: "GB", overview: "British text.")
        let american = Translation.mock(overview: "American text.")

        #expect([french, british, american].english == american)
        #expect([french, british].english == british)
        #expect([french].english == nil)
        #expect([Translation]().english == nil)
        #expect([Translation.mock(languageCode: "EN", countryCode: "us")].english?.countryCode == "us")
    }
}
