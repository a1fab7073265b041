import Foundation
import __Context__Domain

/// Fetches one __entity_words__'s details, with images resolved, for presentation.
public protocol Fetch__Entity__DetailsUseCase: Sendable {
    /// The details of the __entity_words__ with a TMDb id.
    func execute(id: __Entity__.ID) async throws(Fetch__Entity__DetailsError) -> __Entity__Details
}
