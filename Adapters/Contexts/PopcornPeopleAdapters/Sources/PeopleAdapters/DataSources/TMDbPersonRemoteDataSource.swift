import CoreDomain
import Foundation
import PeopleDomain
import PeopleInfrastructure
import TMDbAdapterKit
import TMDbKit

/// The People context's remote data source, answered by TMDb (live or the offline catalog).
///
/// A person's screen is one request, `/person/{id}?append_to_response=combined_credits,images`
/// with only the parts asked for.
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbPersonRemoteDataSource: PersonRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let bundleMapper = PersonBundleMapper()
    private let partMapper = PersonPartMapper()
    private let pageMapper = PersonPreviewPageMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func person(
        withID id: Int,
        appending parts: Set<PersonPart>
    ) async throws(DataAccessError) -> PersonBundle {
        let appending = Set(parts.map(partMapper.map))
        return bundleMapper.map(
            try await client.fetch(.personDetails(id: id, language: language, appending: appending)), parts: parts)
    }

    public func popularPeople(page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        pageMapper.map(try await client.fetch(.popularPeople(page: page, language: language)))
    }

    public func searchPeople(query: String, page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        pageMapper.map(try await client.fetch(.searchPeople(query: query, page: page, language: language)))
    }
}
