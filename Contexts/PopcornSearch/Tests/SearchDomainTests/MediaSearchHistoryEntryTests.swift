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
        #expect(MediaSearchHistoryEntry.fold("dune") != MediaSearchHistoryEntry.fold("dune part two"))
        #expect(MediaSearchHistoryEntry.fold("amelie") != MediaSearchHistoryEntry.fold("emelie"))
    }

    @Test("fold gives lower case without diacritics, words separated by single spaces")
    func fold() {
        #expect(MediaSearchHistoryEntry.fold("  Léon:\u{00A0}The  PROFESSIONAL\n") == "leon: the professional")
    }
}
