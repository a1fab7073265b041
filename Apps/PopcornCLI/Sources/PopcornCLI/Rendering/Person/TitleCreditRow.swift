import PeopleApplication

/// One title in a person's credits or known-for list: year, kind, title, what they did on it,
/// and what ends the row (the title's id, or the command that opens it).
struct TitleCreditRow: Sendable, Equatable {
    /// The release or first-air year; four spaces when unknown.
    let year: String
    /// `movie` or `tv`.
    let kind: String
    let title: String
    /// The pieces of the roles text, each kept whole when the text wraps:
    /// `["Walter White,", "Producer", "(62 episodes)"]`; `["—"]` when nothing is listed.
    let roleParts: [String]
    /// `id 550` or `popcorn movie 550`.
    let trailing: String
    /// Whether `trailing` is a command (styled as one) rather than an id.
    let trailingIsCommand: Bool

    /// The row of `credit`, ending with its id.
    static func identified(_ credit: PersonTitleCreditsDetails) -> TitleCreditRow {
        row(credit, trailing: "id \(credit.titleID)", isCommand: false)
    }

    /// The row of `credit`, ending with the command that opens it (its id when there is none).
    static func commanded(_ credit: PersonTitleCreditsDetails) -> TitleCreditRow {
        guard let command = credit.mediaType.command(titleID: credit.titleID) else {
            return identified(credit)
        }
        return row(credit, trailing: command, isCommand: true)
    }

    /// `Walter White, Producer (62 episodes)`: the parts on one line.
    var roles: String {
        roleParts.joined(separator: " ")
    }

    /// The characters, then the jobs (each once), then the episode count of a series credit.
    static func roleParts(_ credit: PersonTitleCreditsDetails) -> [String] {
        var seen = Set<String>()
        let names = (credit.characters + credit.jobs.map(\.job))
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
        let parts = names.enumerated().map { $0.offset < names.count - 1 ? $0.element + "," : $0.element }
        let episodes = credit.episodeCount.map { DisplayFormat.count($0, "episode", "episodes") }
        switch (parts.isEmpty, episodes) {
        case (true, nil): return ["—"]
        case (true, let episodes?): return [episodes]
        case (false, nil): return parts
        case (false, let episodes?): return parts + ["(\(episodes))"]
        }
    }

    private static func row(_ credit: PersonTitleCreditsDetails, trailing: String, isCommand: Bool) -> TitleCreditRow {
        TitleCreditRow(
            year: DisplayFormat.year(of: credit.releaseDate) ?? "    ",
            kind: credit.mediaType.label,
            title: credit.title,
            roleParts: roleParts(credit),
            trailing: trailing,
            trailingIsCommand: isCommand
        )
    }
}
