import PeopleApplication
import PeopleDomain
import PopcornBrowse

extension BrowseLoader {
    /// A person: facts and biography, then the titles they acted in and worked on, newest first,
    /// each opening its movie or series.
    func person(_ id: Int) async throws(CLIFailure) -> BrowseScreen {
        let person: PersonDetails
        do {
            person = try await session.people.makeFetchPersonDetailsUseCase().execute(id: id)
        } catch {
            throw session.failure(error, about: .person(id: id))
        }
        var credits: PersonCreditsDetails?
        var missing: [BrowseRow] = []
        do {
            credits = try await session.people.makeFetchPersonCreditsUseCase().execute(personID: id)
        } catch {
            missing = Self.unavailable("Credits", session.failure(error, about: .personCredits(id: id)))
        }
        let header = [
            Self.factsLine([
                person.knownForDepartment, person.birthday.map { "born " + DayFormatter.string(from: $0) },
                person.placeOfBirth,
            ]),
            person.biography ?? "",
        ].filter { !$0.isEmpty }
        let titles = credits?.titles ?? []
        let acting = titles.filter { !$0.characters.isEmpty }.prefix(Self.listLimit).compactMap {
            Self.row($0, role: $0.characters.joined(separator: ", "))
        }
        let crew = titles.filter { !$0.jobs.isEmpty }.prefix(Self.listLimit).compactMap {
            Self.row($0, role: $0.jobs.map(\.job).joined(separator: ", "))
        }
        return BrowseScreen(
            target: .person(id), title: person.name, header: header,
            rows: missing + Self.section("Acting", acting) + Self.section("Crew", crew), emptyText: "No credits listed."
        )
    }

    /// A title a person is credited on, opening it; `nil` for a kind the browser cannot open.
    private static func row(_ title: PersonTitleCreditsDetails, role: String) -> BrowseRow? {
        let target: BrowseTarget
        switch title.mediaType {
        case .movie: target = .movie(title.titleID)
        case .tvSeries: target = .tvSeries(title.titleID)
        case .unknown: return nil
        }
        let year = DisplayFormat.year(of: title.releaseDate) ?? "—"
        return BrowseRow(title.title, detail: role.isEmpty ? year : "\(year) · \(role)", target: target)
    }
}
