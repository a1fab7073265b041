import CoreDomain
import PeopleAdapters

/// Every method of the remote data source, with the TMDb path it asks, so error mapping is tested for each.
enum RemoteCall: String, CaseIterable, Sendable, CustomStringConvertible {
    case person
    case popular
    case search

    var description: String { rawValue }

    /// The path TMDb is asked for by ``send(to:)``.
    var path: String {
        switch self {
        case .person: "/person/287"
        case .popular: "/person/popular"
        case .search: "/search/person"
        }
    }

    /// Calls the method, discarding the mapped answer.
    func send(to dataSource: TMDbPersonRemoteDataSource) async throws(DataAccessError) {
        switch self {
        case .person: _ = try await dataSource.person(withID: 287, appending: [])
        case .popular: _ = try await dataSource.popularPeople(page: 1)
        case .search: _ = try await dataSource.searchPeople(query: "brad", page: 1)
        }
    }
}
