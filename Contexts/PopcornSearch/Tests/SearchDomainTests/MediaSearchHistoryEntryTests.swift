import Foundation
import SearchDomain
import Testing

@Suite("MediaSearchHistoryEntry")
struct MediaSearchHistoryEntryTests {
    let searchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("the query is kept as typed, trimmed")
    func trimsQuery() {
        let entry = MediaSearchHistoryEntry(query: "  Amélie \n", kind: .movie, searchedAt: searchedAt)

        #expect(entry.query == "Amélie")
        #expect(entry.kind == .movie)
        #expect(entry.searchedAt == searchedAt)
    }

    @Test("the key folds case, diacritics and spacing")
    func keyFolds() {
        let entry = MediaSearchHistoryEntry(query: "Amélie  Poulain", kind: .all, searchedAt: searchedAt)

        #expect(entry.key == "amelie poulain")
    }

    @Test(
        "spellings that differ only in case, accents, width or spacing share a key",
        arguments: [
            ("Amélie  Poulain", "amelie poulain"),
            ("AMÉLIE\tPOULAIN", "Amelie Poulain"),
            ("Ｄｕｎｅ", "dune"),
            ("  the   godfather ", "The Godfather"),
            ("Pokémon", "POKEMON"),
        ])
    func sameKey(typed: String, other: String) {
        let first = MediaSearchHistoryEntry(query: typed, kind: .all, searchedAt: searchedAt)
        let second = MediaSearchHistoryEntry(query: other, kind: .all, searchedAt: searchedAt)

        #expect(first.key == second.key)
    }

    @Test("different words have different keys")
    func differentKeys() {
        let key = { (query: String) in MediaSearchHistoryEntry(query: query, kind: .all, searchedAt: Date()).key }

        #expect(key("dune") != key("dune part two"))
        #expect(key("amelie") != key("emelie"))
    }

    @Test("the key ignores punctuation as title matching does: one search for schindler's list")
    func punctuationIgnored() {
        let key = { (query: String) in MediaSearchHistoryEntry(query: query, kind: .all, searchedAt: Date()).key }

        #expect(key("schindler's list") == key("Schindlers List"))
        #expect(key("  Léon:\u{00A0}The  PROFESSIONAL\n") == "leon the professional")
    }

    @Test("the query is kept in composed form, so a decomposed é is recorded as é")
    func composedQuery() {
        let entry = MediaSearchHistoryEntry(query: "Ame\u{0301}lie", kind: .all, searchedAt: Date())

        #expect(entry.query.unicodeScalars.count == 6)
        #expect(entry.query == "Amélie")
    }
}
