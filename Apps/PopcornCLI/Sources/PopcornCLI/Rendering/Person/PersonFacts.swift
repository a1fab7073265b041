import Foundation
import PeopleApplication

/// The facts block of a person: department, birth and death with ages, birthplace, other
/// names, IMDb id, homepage and profile picture.
struct PersonFacts: Sendable {
    /// How many other names are listed before the rest are counted.
    static let alsoKnownAsLimit = 4

    /// The facts, leaving out whatever the person does not have.
    func facts(for person: PersonDetails) -> FactsBlock {
        var facts = FactsBlock()
        facts.add("Department", person.knownForDepartment)
        facts.add("Born", born(person))
        facts.add("Died", died(person))
        facts.add("Place of birth", person.placeOfBirth)
        facts.add("Also known as", Self.otherNames(person.alsoKnownAs ?? [], excluding: person.name))
        facts.add("IMDb", person.imdbID)
        facts.add("Homepage", person.homepageURL?.absoluteString)
        facts.add("Profile", person.profileURLSet?.detail.absoluteString)
        return facts
    }

    /// `1963-12-18 (age 61)` for the living; the bare date when the person has died or the age is unknown.
    func born(_ person: PersonDetails) -> String? {
        guard let birthday = person.birthday else {
            return nil
        }
        let date = DayFormatter.string(from: birthday)
        guard person.deathday == nil, let age = person.age else {
            return date
        }
        return "\(date) (age \(age))"
    }

    /// `2014-05-28 (aged 86)`, or the bare date when the age at death is unknown.
    func died(_ person: PersonDetails) -> String? {
        guard let deathday = person.deathday else {
            return nil
        }
        let date = DayFormatter.string(from: deathday)
        guard let age = person.age else {
            return date
        }
        return "\(date) (aged \(age))"
    }

    /// The first few other names, then how many more there are: `W. Bradley Pitt, 布拉德·皮特 and 6 more`.
    static func otherNames(_ names: [String], excluding name: String) -> String? {
        var seen: Set<String> = [name]
        let unique = names.map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
        guard !unique.isEmpty else {
            return nil
        }
        let shown = unique.prefix(alsoKnownAsLimit).joined(separator: ", ")
        let rest = unique.count - alsoKnownAsLimit
        return rest > 0 ? "\(shown) and \(rest) more" : shown
    }
}
