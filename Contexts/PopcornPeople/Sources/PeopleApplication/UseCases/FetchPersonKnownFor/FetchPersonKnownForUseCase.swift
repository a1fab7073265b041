import Foundation
import PeopleDomain

/// Fetches the titles a person is best known for, in their known-for department.
public protocol FetchPersonKnownForUseCase: Sendable {
    /// At most `limit` titles of the person with a TMDb id, most popular first.
    ///
    /// A person known for `Acting` is known for the titles they acted in; one known for any other
    /// department, for the titles they worked on in that department; one with no department, for all.
    func execute(personID: Person.ID, limit: Int) async throws(FetchPersonKnownForError) -> [PersonTitleCreditsDetails]
}
