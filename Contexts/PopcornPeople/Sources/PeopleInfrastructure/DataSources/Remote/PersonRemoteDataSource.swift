import CoreDomain
import Foundation
import PeopleDomain

/// The port to TMDb that the People context needs; the TMDb adapter package implements it.
///
/// Implementations are already configured with the request language and classify every
/// failure as a ``DataAccessError``.
public protocol PersonRemoteDataSource: Sendable {
    /// The person with a TMDb id and the `parts` appended to the same request
    /// (`/person/{id}?append_to_response=...`): one request, whatever the parts.
    ///
    /// A part TMDb (or the offline catalog) does not send is `nil`; one not asked for is `nil` too.
    func person(withID id: Int, appending parts: Set<PersonPart>) async throws(DataAccessError) -> PersonBundle

    /// One page of TMDb's popular people.
    func popularPeople(page: Int) async throws(DataAccessError) -> PersonPreviewPage

    /// One page of people whose names match `query`.
    func searchPeople(query: String, page: Int) async throws(DataAccessError) -> PersonPreviewPage
}
