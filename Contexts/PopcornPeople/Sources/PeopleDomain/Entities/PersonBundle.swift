import CoreDomain
import Foundation

/// A person with the parts of their screen that were asked for and are known: what one appended
/// TMDb request (`/person/{id}?append_to_response=combined_credits,images`) or the cache answers.
///
/// A part is `nil` when it was not asked for, when TMDb (or the offline catalog) did not send it,
/// or, offline, when the cache does not hold it.
public struct PersonBundle: Identifiable, Equatable, Sendable {
    public let person: Person
    public let combinedCredits: PersonCredits?
    /// The person's photos, in ``ImageCollection/profiles``.
    public let images: ImageCollection?

    /// The person's TMDb id.
    public var id: Int { person.id }

    public init(person: Person, combinedCredits: PersonCredits? = nil, images: ImageCollection? = nil) {
        self.person = person
        self.combinedCredits = combinedCredits
        self.images = images
    }

    /// Whether `part` is known.
    public func contains(_ part: PersonPart) -> Bool {
        switch part {
        case .combinedCredits: combinedCredits != nil
        case .images: images != nil
        }
    }
}
