import PopcornBrowse
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [BrowseKey] {
        var decoder = KeyDecoder()
        return decoder.keys(in: bytes) + decoder.flush()
    }

    @Test("arrows in both the CSI and SS3 forms")
    func arrows() {
        #expect(
            keys([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44]) == [
                .up, .down, .right, .left,
            ])
        #expect(keys([0x1B, 0x4F, 0x41, 0x1B, 0x4F, 0x42]) == [.up, .down])
    }

    @Test("paging and end keys, with their parameters")
    func pagingKeys() {
        #expect(
            keys(Array("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~".utf8)) == [
                .pageUp, .pageDown, .home, .end, .home, .end,
            ])
    }

    @Test("Enter, Backspace as DEL or Ctrl-H, Tab and Ctrl-C")
    func controlBytes() {
        #expect(keys([0x0D, 0x7F, 0x08, 0x09, 0x03]) == [.enter, .backspace, .backspace, .tab, .interrupt])
    }

    @Test("Shift-Tab is its own key, not Tab")
    func backTab() {
        #expect(keys(Array("\u{1B}[Z\t".utf8)) == [.backTab, .tab])
    }

    @Test("an escape byte that ends the read is Esc; Esc before a letter is Esc then the letter")
    func escape() {
        #expect(keys([0x1B]) == [.escape])
        #expect(keys([0x1B, 0x71]) == [.escape, .character("q")])
    }

    @Test("a sequence or a character split across reads is put together, not read as text")
    func splitReads() {
        var decoder = KeyDecoder()

        #expect(decoder.keys(in: [0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.keys(in: Array("[6~".utf8)) == [.pageDown])
        #expect(decoder.keys(in: Array("\u{1B}[".utf8)) == [])
        #expect(decoder.keys(in: [0x41]) == [.up])
        let kanji = Array("千".utf8)
        #expect(decoder.keys(in: Array(kanji.prefix(2))) == [])
        #expect(decoder.keys(in: Array(kanji.suffix(1)) + [0x6A]) == [.character("千"), .character("j")])
        #expect(!decoder.isWaiting)
    }

    @Test("a lone escape byte is Esc once no more came; an unfinished sequence is dropped")
    func flushing() {
        var decoder = KeyDecoder()
        _ = decoder.keys(in: [0x1B])
        #expect(decoder.flush() == [.escape])
        _ = decoder.keys(in: Array("\u{1B}[1".utf8))
        #expect(decoder.flush() == [])
        #expect(decoder.keys(in: [0x6B]) == [.character("k")])
    }

    @Test("an invalid byte is skipped alone, never with the keys after it")
    func invalidBytes() {
        #expect(keys([0xE0, 0x6A, 0x6B]) == [.character("j"), .character("k")])
        #expect(keys([0x80, 0x71]) == [.character("q")])
    }

    @Test("UTF-8 text is read character by character")
    func text() {
        #expect(keys(Array("jé千".utf8)) == [.character("j"), .character("é"), .character("千")])
    }

    @Test("an unknown sequence is dropped whole, and what follows still reads")
    func unknownSequence() {
        #expect(keys(Array("\u{1B}[99;5X".utf8) + [0x6A]) == [.character("j")])
    }
}
