import PeopleApplication
import TerminalLayout

/// The human view of `popcorn person <ref>`: name, facts, biography, the titles the person is
/// known for with the command that opens each, then the commands that list their photos and every
/// credit.
struct PersonDetailsRenderer: Sendable {
    /// How many titles the "Known for" section lists.
    static let knownForCount = 5

    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline; what the person is known for and their photos are
    /// left out when unknown or empty.
    func render(_ person: PersonDetails) -> String {
        var lines = TextWrapper(width: width).lines(person.name).map(style.title)
        let facts = PersonFacts().facts(for: person).render(style: style, width: width)
        if !facts.isEmpty {
            lines += [""] + facts
        }
        if let biography = person.biography, !biography.isEmpty {
            lines += [""] + TextWrapper(width: width).lines(biography)
        }
        if let knownFor = person.knownFor, !knownFor.isEmpty {
            let rows = knownFor.prefix(Self.knownForCount).map(TitleCreditRow.commanded)
            lines += ["", style.heading("Known for")]
            lines += TitleCreditTable(rows: Array(rows)).render(style: style, width: width)
        }
        lines.append("")
        if let photos = person.photos, !photos.isEmpty {
            lines.append("Photos (\(photos.count)): " + style.command("popcorn person images \(person.id)"))
        }
        lines.append("All credits: " + style.command("popcorn person credits \(person.id)"))
        return lines.joined(separator: "\n") + "\n"
    }
}
