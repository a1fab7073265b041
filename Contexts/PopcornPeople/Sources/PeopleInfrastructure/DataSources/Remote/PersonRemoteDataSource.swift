import CoreDomain
import Foundation
import PeopleDomain

/// The port to TMDb that the People context needs; the TMDb adapter package implements it.
///
/// Implementations are already configured with the request language and classify every
/// failure as a ``DataAccessError``.
public protocol PersonRemoteDataSource: Sendable {
    /// The details of the person with a TMDb id.
    func person(withID id: Int) async throws(DataAccessError) -> Person

    /// Every movie and series credit, cast and crew, of the person with a TMDb id.
    func credits(forPerson personID: Int) async throws(DataAccessError) -> PersonCredits

    /// One page of TMDb's popular people.
    func popularPeople(page: Int) async throws(DataAccessError) -> PersonPreviewPage

    /// One page of people whose names match `query`.
    func searchPeople(query: String, page: Int) async throws(DataAccessError) -> PersonPreviewPage
}
