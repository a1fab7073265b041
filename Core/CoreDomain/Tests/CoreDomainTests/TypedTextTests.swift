import CoreDomain
import Foundation
import Testing

@Suite("TypedText")
struct TypedTextTests {
    @Test("normalized trims and composes: a decomposed é becomes one scalar")
    func normalized() {
        let text = TypedText.normalized("  Ame\u{0301}lie \n")

        #expect(text == "Amélie")
        #expect(text.unicodeScalars.map(\.value) == [65, 109, 0xE9, 108, 105, 101])
    }

    @Test(
        "fold ignores case, diacritics, width, apostrophes, punctuation and spacing",
        arguments: [
            ("  Schindler's   LIST ", "schindlers list"), ("Schindler\u{2019}s List", "schindlers list"),
            ("Léon: The Professional", "leon the professional"), ("Ｄｕｎｅ", "dune"),
            ("Ame\u{0301}lie", "amelie"), ("?!", ""), ("千と千尋の神隠し", "千と千尋の神隠し"),
            ("Sci-Fi & Fantasy", "sci fi fantasy"), ("Science-Fiction", "science fiction"),
        ])
    func fold(text: String, folded: String) {
        #expect(TypedText.fold(text) == folded)
    }
}
