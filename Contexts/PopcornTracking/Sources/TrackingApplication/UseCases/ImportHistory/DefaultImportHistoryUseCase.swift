import CoreApplication
import CoreDomain
import Foundation
import Synchronization
import TrackingDomain

/// Parses the whole file first (a watch may not be after today where the person is), finds the
/// films a Letterboxd file names (each name and year once, a few at a time), then imports through
/// the repository in one transaction.
struct DefaultImportHistoryUseCase: ImportHistoryUseCase {
    private let repository: any TrackingRepository
    private let titleProvider: any TrackingTitleProviding
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone

    init(
        repository: some TrackingRepository, titleProvider: some TrackingTitleProviding,
        now: @escaping @Sendable () -> Date, timeZone: TimeZone
    ) {
        self.repository = repository
        self.titleProvider = titleProvider
        self.now = now
        self.timeZone = timeZone
    }

    /// How many films are looked up at once: enough to overlap the requests, few enough not to be
    /// rate limited on a long diary.
    static let maximumInFlight = 8

    func execute(
        _ text: String, fileName: String?, skipUnresolved: Bool,
        progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
    ) async throws(TrackingError) -> HistoryImportReport {
        let contents = try HistoryImportParser(today: WatchDay(now(), in: timeZone)).contents(
            of: text, fileName: fileName)
        let ids = try await movieIDs(of: contents.films, progress: progress)
        var watches = contents.watches
        var firstWatches: [LoggedWatch] = []
        var ratings = contents.ratings
        var unresolved: [UnresolvedImportRow] = []
        for film in contents.films {
            guard let id = ids[FilmName(film)] ?? nil else {
                unresolved.append(UnresolvedImportRow(line: film.line, name: film.name, year: film.year))
                continue
            }
            let title = TrackedTitle(item: .movie(id: id), name: film.name)
            switch film.record {
            case .watch(let day, let loggedAt, let rating):
                watches.append(LoggedWatch(title: title, watchedOn: day, loggedAt: loggedAt))
                if let rating {
                    ratings.append(Rating(title: title, value: rating, ratedAt: loggedAt))
                }
            case .rating(let value, let ratedAt):
                ratings.append(Rating(title: title, value: value, ratedAt: ratedAt))
            case .watched(let day, let loggedAt):
                firstWatches.append(LoggedWatch(title: title, watchedOn: day, loggedAt: loggedAt))
            }
        }
        if !unresolved.isEmpty && !skipUnresolved {
            throw .unresolvedImport(unresolved)
        }
        let result: HistoryImportResult
        do {
            result = try await repository.importHistory(watches, firstWatches: firstWatches, ratings: ratings)
        } catch {
            throw TrackingError(storage: error)
        }
        return HistoryImportReport(
            addedWatches: result.addedWatches, existingWatches: result.existingWatches, setRatings: result.setRatings,
            keptRatings: result.keptRatings, skipped: unresolved)
    }

    /// The id of each film `films` name (`nil` for a name that stands for none), each name and year
    /// asked once, at most ``maximumInFlight`` at a time; the first failure to reach TMDb fails the
    /// import.
    private func movieIDs(
        of films: [NamedFilmEntry], progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws(TrackingError) -> [FilmName: Int?] {
        var seen = Set<FilmName>()
        let names = films.map(FilmName.init).filter { seen.insert($0).inserted }
        guard !names.isEmpty else {
            return [:]
        }
        progress(0, names.count)
        let done = Atomic(0)
        let provider = titleProvider
        let ids = try await names.boundedConcurrentMap(maximumInFlight: Self.maximumInFlight) {
            (name: FilmName) async throws(TrackingError) -> Int? in
            let id: Int?
            do throws(DataAccessError) {
                id = try await provider.movieID(named: name.name, year: name.year)
            } catch {
                throw .importSource(error, film: name.name + (name.year.map { " (\($0))" } ?? ""))
            }
            progress(done.add(1, ordering: .relaxed).newValue, names.count)
            return id
        }
        return Dictionary(uniqueKeysWithValues: zip(names, ids))
    }
}
