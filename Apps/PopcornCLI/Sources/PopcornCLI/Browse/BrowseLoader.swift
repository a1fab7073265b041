import CoreApplication
import CoreDomain
import Foundation
import PopcornBrowse
import TerminalImages

/// Loads the browser's screens through the contexts' use cases, as the other commands do: the
/// same cache, the same `--offline` and `--source`, the same failure messages (one line each, for
/// the status bar). Nothing here reaches TMDb or the database another way.
struct BrowseLoader: BrowseLoading {
    let session: CommandSession
    /// Where posters come from; `nil` when pictures are off.
    let pictures: PictureSource?
    /// The watches `m` logged in this browser, for `u` to take back one by one.
    let loggedWatches = LoggedWatchStack()

    /// How many cast members, credits or recommendations a screen lists.
    static let listLimit = 30

    func screen(for target: BrowseTarget, page: Int) async -> Result<BrowseScreen, BrowseLoadFailure> {
        do throws(CLIFailure) {
            return .success(try await load(target, page: page))
        } catch {
            return .failure(BrowseLoadFailure(message: error.message))
        }
    }

    /// The widest a poster is fetched for the browser: half blocks of a poster beside the facts are
    /// at most a few dozen pixels wide, which TMDb's smallest size fills.
    static let pictureWidth = 92

    func picture(for target: BrowseTarget, path: String) async -> RasterImage? {
        let kind: ImageKind = if case .person = target { .profile } else { .poster }
        return await pictures?.picture(
            of: "\(target)", path: URL(string: path), kind: kind, fillingWidth: Self.pictureWidth)?.image
    }

    func openInBrowser(_ url: String) async -> Bool {
        await WebPageOpener(environment: ProcessEnvironment.variables).open(url)
    }

    private func load(_ target: BrowseTarget, page: Int) async throws(CLIFailure) -> BrowseScreen {
        switch target {
        case .home(let tab): try await home(tab, page: page)
        case .search(let query): try await search(query, page: page)
        case .movie(let id): try await movie(id)
        case .tvSeries(let id): try await tvSeries(id)
        case .season(let seriesID, let number): try await season(number, of: seriesID)
        case .episode(let seriesID, let seasonNumber, let number):
            try await episode(number, season: seasonNumber, of: seriesID)
        case .person(let id): try await person(id)
        }
    }

    /// Rows for a page of mixed results (trending, a search): a movie, a series or a person each.
    static func rows(_ results: [MediaPreviewDetails]) -> [BrowseRow] {
        results.map { result in
            let year = DisplayFormat.year(of: result.date)
            switch result {
            case .movie(let movie):
                return BrowseRow(
                    movie.title, detail: ["movie", year].compactMap { $0 }.joined(separator: " "),
                    target: .movie(movie.id))
            case .tvSeries(let series):
                return BrowseRow(
                    series.name, detail: ["series", year].compactMap { $0 }.joined(separator: " "),
                    target: .tvSeries(series.id))
            case .person(let person):
                return BrowseRow(
                    person.name,
                    detail: ["person", person.knownForDepartment].compactMap { $0 }.joined(separator: " · "),
                    target: .person(person.id))
            }
        }
    }

    /// The cast as rows opening each person, billing order kept.
    static func castRows(_ cast: [CastMemberDetails]) -> [BrowseRow] {
        cast.prefix(listLimit).map { BrowseRow($0.name, detail: $0.character, target: .person($0.id)) }
    }

    /// Crew members as rows opening each person.
    static func crewRows(_ crew: [CrewMemberDetails]) -> [BrowseRow] {
        crew.prefix(listLimit).map { BrowseRow($0.name, detail: $0.job, target: .person($0.id)) }
    }

    /// A heading followed by `rows`, or nothing when there are none.
    static func section(_ heading: String, _ rows: [BrowseRow]) -> [BrowseRow] {
        rows.isEmpty ? [] : [.heading(heading)] + rows
    }

    /// The facts joined on one line, leaving out the missing ones.
    static func factsLine(_ facts: [String?]) -> String {
        facts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
