import ArgumentParser
import CoreDomain
import DiscoverApplication
import DiscoverDomain

/// The filters, order and page of `popcorn discover movie|tv`: one option group both subcommands share.
///
/// Values are read here rather than by ArgumentParser, so each bad one is refused in one line that
/// starts with its flag (`--min-rating: ...`); the rest is checked by ``DiscoverDomain/DiscoverQuery``
/// itself. Genre, person, keyword and service names are resolved by the command before the query is
/// made. `--monetization` is repeated for several ways of watching, as `--provider` is for several
/// services (any of them will do), not given as a comma list.
struct DiscoverFilterOptions: ParsableArguments {
    @Option(
        name: .customLong("genre"),
        help: ArgumentHelp("Only titles of this genre; repeat it and every genre must match.", valueName: "name"))
    var genres: [String] = []

    @Option(
        name: .customLong("without-genre"),
        help: ArgumentHelp("Leave out titles of this genre (repeatable).", valueName: "name"))
    var excludedGenres: [String] = []

    @Option(help: ArgumentHelp("Only titles released (series: first aired) in this year.", valueName: "YYYY"))
    var year: String?

    @Option(help: ArgumentHelp("Only titles released (first aired) on or after this day.", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(help: ArgumentHelp("Only titles released (first aired) on or before this day.", valueName: "YYYY-MM-DD"))
    var to: String?

    // `.unconditional`: a negative number is this option's value (refused by its own check), not a flag.
    @Option(
        parsing: .unconditional, help: ArgumentHelp("Only titles rated at least this, from 0 to 10.", valueName: "X"))
    var minRating: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Only titles with at least this many votes (a rating sort asks for \(DiscoverQuery.ratingSortMinimumVoteCount) "
                + "unless given; 0 for none).",
            valueName: "N"))
    var minVotes: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Movies only: no longer than this many minutes.", valueName: "MIN"))
    var runtimeMax: String?

    @Option(
        name: .customLong("with-person"),
        help: ArgumentHelp(
            "Movies only: with this person in the cast or crew, as an id, a themoviedb.org or imdb.com URL, an IMDb id or a name; "
                + "repeat it and every person must match.",
            valueName: "ref"))
    var people: [String] = []

    @Option(
        name: .customLong("keyword"),
        help: ArgumentHelp(
            "Only titles TMDb tags with this keyword, as a name ('heist') or an id; repeat it and every keyword must "
                + "match.",
            valueName: "name|id"))
    var keywords: [String] = []

    @Option(help: ArgumentHelp("Only titles first made in this language (ISO 639-1: en, ko, ...).", valueName: "xx"))
    var originalLanguage: String?

    @Option(
        name: .customLong("provider"),
        help: ArgumentHelp(
            "Only titles this streaming service offers in --region, as a name or an id ('popcorn providers movie' "
                + "lists them); repeat it and any of them will do.",
            valueName: "name|id"))
    var providers: [String] = []

    @Option(
        name: .customLong("monetization"),
        help: ArgumentHelp(
            "Only titles offered this way in --region (by --provider's services, if given): flatrate (a "
                + "subscription), free, ads, rent or buy; repeat it and any of them will do.",
            valueName: "type"))
    var monetizations: [String] = []

    @Option(
        help: ArgumentHelp(
            "popularity (the default), rating, release-date, revenue (movies only) or title; titles run A to Z, "
                + "the others highest first.",
            valueName: "key"))
    var sort: String?

    @Flag var order: DiscoverOrderFlag?

    @OptionGroup var page: PageOption

    init() {}

    /// Checks every value that needs no lookup, for movies or series: what `validate()` refuses
    /// before anything is fetched.
    func check(for mediaType: DiscoverMediaType) throws(DiscoverOptionError) {
        for text in people {
            _ = try Self.personReference(text)
        }
        try Self.checkNamed(keywords, flag: "--keyword", noun: "a keyword")
        try Self.checkNamed(providers, flag: "--provider", noun: "a streaming service")
        // Stand-in ids: genres, people, keywords and services are only known once looked up, but whether
        // they are allowed is not (an id typed is itself); the region is the reader's, checked already.
        _ = try query(
            for: mediaType, genreIDs: [], excludedGenreIDs: [], personIDs: people.isEmpty ? [] : [1],
            keywordIDs: keywords.map(Self.standInID), providerIDs: providers.map(Self.standInID),
            watchRegion: DiscoverFilterNames.defaultWatchRegion)
    }

    /// The discovery these options ask for, given the ids their genre, person, keyword and service names
    /// were resolved to, in the reader's region.
    func query(
        for mediaType: DiscoverMediaType, genreIDs: [Int], excludedGenreIDs: [Int], personIDs: [Int],
        keywordIDs: [Int] = [], providerIDs: [Int] = [], watchRegion: String? = nil
    ) throws(DiscoverOptionError) -> DiscoverQuery {
        let year = try year.map { text throws(DiscoverOptionError) in try Self.year(text) }
        let from = try from.map { text throws(DiscoverOptionError) in try Self.day(text, flag: "--from") }
        let to = try to.map { text throws(DiscoverOptionError) in try Self.day(text, flag: "--to") }
        let rating = try minRating.map { text throws(DiscoverOptionError) in try Self.rating(text) }
        let votes = try minVotes.map { text throws(DiscoverOptionError) in
            try Self.wholeNumber(text, flag: "--min-votes", noun: "a number of votes")
        }
        let runtime = try runtimeMax.map { text throws(DiscoverOptionError) in
            try Self.wholeNumber(text, flag: "--runtime-max", noun: "a runtime in minutes")
        }
        let sortKey = try sort.map { text throws(DiscoverOptionError) in try Self.sortKey(text) }
        var ways: [DiscoverMonetization] = []
        for text in monetizations {
            ways.append(try Self.monetization(text))
        }
        do {
            return try DiscoverQuery(
                mediaType: mediaType, genreIDs: genreIDs, excludedGenreIDs: excludedGenreIDs, year: year,
                fromDate: from, toDate: to, minimumRating: rating, minimumVoteCount: votes, maximumRuntime: runtime,
                personIDs: personIDs, keywordIDs: keywordIDs, originalLanguage: originalLanguage,
                providerIDs: providerIDs, monetizationTypes: ways, watchRegion: watchRegion,
                sort: DiscoverSort(key: sortKey ?? .popularity, order: order?.order), page: page.page)
        } catch {
            throw DiscoverOptionError(error)
        }
    }

    /// The words of `popcorn discover movie|tv` with these options as typed, on another page, with
    /// `--language` when the genre names were read in a language other than the default, and `--region`
    /// when services or ways of watching were read in one.
    func command(for mediaType: DiscoverMediaType, page: Int, language: String? = nil, region: String? = nil)
        -> String
    {
        var words = ["popcorn", "discover", mediaType.rawValue]
        words += genres.flatMap { ["--genre", $0] }
        words += excludedGenres.flatMap { ["--without-genre", $0] }
        let values: [(String, String?)] = [
            ("--year", year), ("--from", from), ("--to", to), ("--min-rating", minRating), ("--min-votes", minVotes),
            ("--runtime-max", runtimeMax),
        ]
        words += values.flatMap { flag, value in value.map { [flag, $0] } ?? [] }
        words += people.flatMap { ["--with-person", $0] }
        words += keywords.flatMap { ["--keyword", $0] }
        words += originalLanguage.map { ["--original-language", $0] } ?? []
        words += providers.flatMap { ["--provider", $0] }
        words += monetizations.flatMap { ["--monetization", $0] }
        words += sort.map { ["--sort", $0] } ?? []
        words += order.map { ["--\($0.rawValue)"] } ?? []
        words += language.map { ["--language", $0] } ?? []
        words += region.map { ["--region", $0] } ?? []
        return ShellQuoting.join(words + ["--page", String(page)])
    }

    /// A `--with-person` value as a reference: an id, a themoviedb.org person URL, or a name.
    static func personReference(_ text: String) throws(DiscoverOptionError) -> MediaReference {
        do {
            return try ArgumentValues.reference([text], kind: .person)
        } catch {
            throw DiscoverOptionError(flag: "--with-person", reason: error.message)
        }
    }

    /// A `--keyword` or `--provider` value's id when it is a whole number, else a stand-in id (`1`)
    /// for a name, which is only known once looked up.
    static func standInID(_ text: String) -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return 1
        }
        return Int(trimmed) ?? 1
    }

    /// Refuses a blank `--keyword` or `--provider` (a name or an id is needed), and an id too large
    /// to be one, which would otherwise be searched for as a name.
    private static func checkNamed(_ texts: [String], flag: String, noun: String) throws(DiscoverOptionError) {
        if texts.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw DiscoverOptionError(flag: flag, reason: "\(noun) is given by its name or its id, not left blank")
        }
        for text in texts {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), Int(trimmed) == nil {
                throw DiscoverOptionError(flag: flag, reason: "\(trimmed) is too large for a TMDb id")
            }
        }
    }

    /// A `--monetization` value: one of TMDb's words, in any case.
    static func monetization(_ text: String) throws(DiscoverOptionError) -> DiscoverMonetization {
        guard let way = DiscoverMonetization(rawValue: text.lowercased()) else {
            let words = DiscoverMonetization.allCases.map(\.rawValue)
            throw DiscoverOptionError(
                flag: "--monetization",
                reason: "a way of watching is \(words.dropLast().joined(separator: ", ")) or \(words.last ?? ""), "
                    + "not \"\(text)\"")
        }
        return way
    }

    private static func year(_ text: String) throws(DiscoverOptionError) -> Int {
        guard text.count == 4, text.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(text),
            DiscoverQuery.years.contains(year)
        else {
            throw DiscoverOptionError(flag: "--year", reason: "a year is four digits, such as 1999, not \"\(text)\"")
        }
        return year
    }

    private static func day(_ text: String, flag: String) throws(DiscoverOptionError) -> CalendarDay {
        guard let day = CalendarDay(text: text) else {
            throw DiscoverOptionError(
                flag: flag, reason: "a day is written YYYY-MM-DD and must exist, such as 1999-10-15, not \"\(text)\"")
        }
        return day
    }

    private static func rating(_ text: String) throws(DiscoverOptionError) -> Double {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let rating = Double(text) else {
            throw DiscoverOptionError(
                flag: "--min-rating", reason: "a rating is a number from 0 to 10, such as 7.5, not \"\(text)\"")
        }
        return rating
    }

    private static func wholeNumber(_ text: String, flag: String, noun: String) throws(DiscoverOptionError) -> Int {
        guard let number = Int(text) else {
            throw DiscoverOptionError(flag: flag, reason: "\(noun) is a whole number, not \"\(text)\"")
        }
        return number
    }

    private static func sortKey(_ text: String) throws(DiscoverOptionError) -> DiscoverSortKey {
        guard let key = DiscoverSortKey(rawValue: text.lowercased()) else {
            let keys = DiscoverSortKey.allCases.map(\.rawValue)
            throw DiscoverOptionError(
                flag: "--sort",
                reason: "sort by \(keys.dropLast().joined(separator: ", ")) or \(keys.last ?? ""), not \"\(text)\"")
        }
        return key
    }
}
