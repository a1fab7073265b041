import CoreDomain
import Foundation
import PeopleDomain
import PeopleInfrastructure
import TMDbAdapterKit
import TMDbKit

/// The People context's remote data source, answered by TMDb (live or the offline catalog).
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbPersonRemoteDataSource: PersonRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let personMapper = PersonMapper()
    private let creditsMapper = PersonCreditsMapper()
    private let pageMapper = PersonPreviewPageMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func person(withID id: Int) async throws(DataAccessError) -> Person {
        personMapper.map(try await client.fetch(.personDetails(id: id, language: language)))
    }

    public func credits(forPerson personID: Int) async throws(DataAccessError) -> PersonCredits {
        creditsMapper.map(try await client.fetch(.personCombinedCredits(id: personID, language: language)))
    }

    public func popularPeople(page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        pageMapper.map(try await client.fetch(.popularPeople(page: page, language: language)))
    }

    public func searchPeople(query: String, page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        pageMapper.map(try await client.fetch(.searchPeople(query: query, page: page, language: language)))
    }
}
