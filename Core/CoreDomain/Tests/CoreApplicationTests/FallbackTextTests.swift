import Testing

@testable import CoreApplication

@Suite("FallbackText")
struct FallbackTextTests {
    @Test("Text TMDb has in the reader's language is kept and named in that language")
    func kept() {
        let text = FallbackText("Un insomniaque.", english: "An insomniac.", readerLanguage: "fr-FR")

        #expect(text == FallbackText("Un insomniaque.", english: nil, readerLanguage: "fr"))
        #expect(text.text == "Un insomniaque." && text.language == "fr" && !text.isFallback)
    }

    @Test("Empty or missing text in another language falls back to English, marked as such")
    func fallsBack() {
        for missing in [nil, ""] as [String?] {
            let text = FallbackText(missing, english: "An insomniac.", readerLanguage: "de-DE")
            #expect(text.text == "An insomniac." && text.language == "en" && text.isFallback)
        }
    }

    @Test("Only a reader in another language than English needs the translations")
    func needsTranslations() {
        #expect(FallbackText.needsTranslations(readerLanguage: "fr-FR"))
        #expect(FallbackText.needsTranslations(readerLanguage: "pt"))
        #expect(!FallbackText.needsTranslations(readerLanguage: "en-US"))
        #expect(!FallbackText.needsTranslations(readerLanguage: "EN"))
        #expect(!FallbackText.needsTranslations(readerLanguage: ""))
    }

    @Test("An English reader, or no English text either, gets no stand-in")
    func noStandIn() {
        let english = FallbackText("", english: "An insomniac.", readerLanguage: "en-GB")
        let neither = FallbackText(nil, english: "", readerLanguage: "fr-FR")

        #expect(english.text == "" && english.language == nil && !english.isFallback)
        #expect(neither.text == nil && neither.language == nil && !neither.isFallback)
        #expect(FallbackText("Hello.", english: nil, readerLanguage: "en-US").language == "en")
    }
}
