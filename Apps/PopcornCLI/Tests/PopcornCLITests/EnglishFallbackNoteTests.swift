import Testing

@testable import PopcornCLI

@Suite("EnglishFallbackNote")
struct EnglishFallbackNoteTests {
    @Test("A stand-in is followed by '(in English)'; text in the reader's language and no text are left as they are")
    func marked() {
        #expect(EnglishFallbackNote.marked("Soap.", isFallback: true) == "Soap. (in English)")
        #expect(EnglishFallbackNote.marked("Savon.", isFallback: false) == "Savon.")
        #expect(EnglishFallbackNote.marked(nil, isFallback: true) == "")
        #expect(EnglishFallbackNote.marked("", isFallback: true) == "")
    }
}
