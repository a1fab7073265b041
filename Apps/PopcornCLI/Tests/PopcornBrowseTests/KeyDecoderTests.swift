import PopcornBrowse
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [BrowseKey] {
        KeyDecoder().keys(in: bytes)
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

    @Test("an escape byte that ends the read is Esc; Esc before a letter is Esc then the letter")
    func escape() {
        #expect(keys([0x1B]) == [.escape])
        #expect(keys([0x1B, 0x71]) == [.escape, .character("q")])
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
