import PeopleApplication
import PeopleDomain
import PopcornBrowse

extension BrowseLoader {
    /// A person: facts and biography, then the titles they acted in and worked on, newest first,
    /// each opening its movie or series. One request: the details bring the credits along.
    func person(_ id: Int) async throws(CLIFailure) -> BrowseScreen {
        let person: PersonDetails
        do {
            person = try await session.people.makeFetchPersonDetailsUseCase().execute(id: id)
        } catch {
            throw session.failure(error, about: .person(id: id))
        }
        let header = [
            Self.factsLine([
                person.knownForDepartment, person.birthday.map { "born " + DayFormatter.string(from: $0) },
                person.placeOfBirth,
            ]),
            person.biography ?? "",
        ].filter { !$0.isEmpty }
        let titles = person.credits?.titles ?? []
        let acting = titles.filter { !$0.characters.isEmpty }.prefix(Self.listLimit).compactMap {
            Self.row($0, role: $0.characters.joined(separator: ", "))
        }
        let crew = titles.filter { !$0.jobs.isEmpty }.prefix(Self.listLimit).compactMap {
            Self.row($0, role: $0.jobs.map(\.job).joined(separator: ", "))
        }
        return BrowseScreen(
            target: .person(id), title: person.name, header: header,
            rows: Self.section("Acting", acting) + Self.section("Crew", crew), emptyText: "No credits listed.",
            picturePath: person.profileURLSet?.path.relativeString
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
