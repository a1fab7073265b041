import CoreDomain
import CoreDomainTestHelpers
import Foundation
import SearchDomain
import SearchTestHelpers
import Testing

@testable import SearchApplication

@Suite("MediaTitleMatcher")
struct MediaTitleMatcherTests {
    let matcher = MediaTitleMatcher()

    static func movie(_ id: Int, _ title: String, original: String? = nil, year: Int? = nil, popularity: Double?)
        -> MediaPreview
    {
        .movie(
            .mock(
                id: id, title: title, originalTitle: original, releaseDate: year.map { .mockDay(year: $0) },
                popularity: popularity))
    }

    @Test(
        "titles are compared folded: case, diacritics and punctuation aside",
        arguments: [
            ("amelie", "Amélie"),
            ("schindlers list", "Schindler's List"),
            ("schindler’s list", "Schindler's List"),
            ("dune part two", "Dune: Part Two"),
            ("DUNE:   PART TWO", "Dune: Part Two"),
            ("se7en", "Se7en"),
            ("wall e", "WALL·E"),
        ])
    func foldedExactMatch(typed: String, title: String) {
        let target = Self.movie(1, title, popularity: 1)
        let other = Self.movie(2, "Something Else", popularity: 1_000)

        #expect(matcher.resolve(typed, year: nil, among: [other, target]) == .match(target))
    }

    @Test("the original title matches as well as the title")
    func originalTitle() {
        let amelie = Self.movie(194, "Amélie", original: "Le Fabuleux Destin d'Amélie Poulain", popularity: 30)
        let other = Self.movie(2, "Poulain", popularity: 300)

        let resolved = matcher.resolve("le fabuleux destin d’amelie poulain", year: nil, among: [other, amelie])

        #expect(resolved == .match(amelie))
    }

    @Test("one exact match wins over more popular results that only contain the words")
    func oneExactMatch() {
        let exact = Self.movie(1, "Dune", popularity: 1)
        let others = [Self.movie(2, "Dune: Part Two", popularity: 500), Self.movie(3, "Dune World", popularity: 90)]

        #expect(matcher.resolve("dune", year: nil, among: others + [exact]) == .match(exact))
    }

    @Test("among several exact matches, one at least ten times as popular as the next wins")
    func dominantExactMatch() {
        let popular = Self.movie(1, "Dune", popularity: 100)
        let obscure = Self.movie(2, "Dune", popularity: 10)

        #expect(matcher.resolve("dune", year: nil, among: [obscure, popular]) == .match(popular))
    }

    @Test("an exact match without popularity counts as none, so any popular one dominates it")
    func missingPopularity() {
        let popular = Self.movie(1, "Dune", popularity: 0.5)
        let unknown = Self.movie(2, "Dune", popularity: nil)

        #expect(matcher.resolve("dune", year: nil, among: [unknown, popular]) == .match(popular))
    }

    @Test("several exact matches of comparable popularity are ambiguous, most popular first")
    func comparableExactMatches() {
        let remake = Self.movie(438_631, "Dune", year: 2021, popularity: 95)
        let original = Self.movie(841, "Dune", year: 1984, popularity: 10)
        let unrelated = Self.movie(3, "Dune Drifter", popularity: 1_000)

        let resolved = matcher.resolve("dune", year: nil, among: [original, unrelated, remake])

        #expect(resolved == .ambiguous([remake, original]))
    }

    @Test("exact matches without any popularity are ambiguous")
    func noPopularityAtAll() {
        let first = Self.movie(1, "Dune", popularity: nil)
        let second = Self.movie(2, "Dune", popularity: nil)

        #expect(matcher.resolve("dune", year: nil, among: [first, second]) == .ambiguous([first, second]))
    }

    @Test("an ambiguous answer lists at most ten candidates, the most popular")
    func candidateLimit() {
        let candidates = (1...12).map { Self.movie($0, "Hamlet", popularity: Double($0)) }

        let resolved = matcher.resolve("hamlet", year: nil, among: candidates)

        #expect(resolved == .ambiguous((3...12).reversed().map { candidates[$0 - 1] }))
    }

    @Test("the year picks among exact matches")
    func yearPicks() {
        let remake = Self.movie(438_631, "Dune", year: 2021, popularity: 95)
        let original = Self.movie(841, "Dune", year: 1984, popularity: 10)

        #expect(matcher.resolve("dune", year: 1984, among: [remake, original]) == .match(original))
        #expect(matcher.resolve("dune", year: 2021, among: [remake, original]) == .match(remake))
    }

    @Test("the year picks a less popular exact match over a dominant one")
    func yearBeatsPopularity() {
        let popular = Self.movie(1, "Hamlet", year: 1996, popularity: 1_000)
        let old = Self.movie(2, "Hamlet", year: 1948, popularity: 5)

        #expect(matcher.resolve("hamlet", year: 1948, among: [popular, old]) == .match(old))
    }

    @Test("a year no exact match has is ignored rather than losing the matches")
    func unmatchedYear() {
        let remake = Self.movie(438_631, "Dune", year: 2021, popularity: 95)
        let original = Self.movie(841, "Dune", year: 1984, popularity: 10)

        #expect(matcher.resolve("dune", year: 1999, among: [original, remake]) == .ambiguous([remake, original]))
    }

    @Test("a series' year is its first-air year")
    func seriesYear() {
        let first = MediaPreview.tvSeries(
            .mock(id: 1, name: "Shōgun", firstAirDate: .mockDay(year: 1980), popularity: 5))
        let second = MediaPreview.tvSeries(
            .mock(id: 2, name: "Shōgun", firstAirDate: .mockDay(year: 2024, month: 2, day: 27), popularity: 5))

        #expect(matcher.resolve("shogun", year: 2024, among: [first, second]) == .match(second))
    }

    @Test("a date on the 1st of January at midnight UTC counts in its own year")
    func yearBoundary() {
        let first = Self.movie(1, "Dune", year: 2021, popularity: 5)
        let second = Self.movie(2, "Dune", year: 2020, popularity: 5)

        #expect(matcher.resolve("dune", year: 2021, among: [second, first]) == .match(first))
    }

    @Test("no exact match but a single result: that result is a candidate, never opened on its own")
    func singleInexactResult() {
        let only = Self.movie(1, "Fight Club", popularity: 60)

        #expect(matcher.resolve("fight clb", year: nil, among: [only]) == .ambiguous([only]))
    }

    @Test("no exact match among several results is ambiguous, in TMDb's order, at most ten")
    func severalInexactResults() {
        let results = (1...11).map { Self.movie($0, "Result \($0)", popularity: Double($0)) }

        #expect(matcher.resolve("nothing alike", year: nil, among: results) == .ambiguous(Array(results.prefix(10))))
    }

    @Test("no results: no match")
    func noResults() {
        #expect(matcher.resolve("dune", year: nil, among: []) == .noMatch)
    }

    @Test("the matcher folds as TypedText does: apostrophes dropped, other punctuation as spaces, single spaces")
    func fold() {
        #expect(MediaTitleMatcher.fold("  Schindler's   LIST ") == "schindlers list")
        #expect(MediaTitleMatcher.fold("Léon: The Professional") == "leon the professional")
        #expect(MediaTitleMatcher.fold("Ｄｕｎｅ") == "dune")
        #expect(MediaTitleMatcher.fold("?!") == "")
    }
}
