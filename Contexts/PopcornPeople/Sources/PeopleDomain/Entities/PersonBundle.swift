import CoreDomain
import Foundation

/// A person with the parts of their screen that were asked for and are known: what one appended
/// TMDb request (`/person/{id}?append_to_response=combined_credits,images`) or the cache answers.
///
/// A part is `nil` when it was not asked for, when TMDb (or the offline catalog) did not send it,
/// or, offline, when the cache does not hold it. The parts asked for and not sent are
/// ``unansweredParts``, remembered like any part so that they are not asked for again until they
/// expire.
public struct PersonBundle: Identifiable, Equatable, Sendable {
    public let person: Person
    public let combinedCredits: PersonCredits?
    /// The person's photos, in ``ImageCollection/profiles``.
    public let images: ImageCollection?
    /// The parts the source was asked for and does not have; each is `nil` in the bundle.
    public let unansweredParts: Set<PersonPart>

    /// The person's TMDb id.
    public var id: Int { person.id }

    public init(
        person: Person,
        combinedCredits: PersonCredits? = nil,
        images: ImageCollection? = nil,
        unansweredParts: Set<PersonPart> = []
    ) {
        self.person = person
        self.combinedCredits = combinedCredits
        self.images = images
        self.unansweredParts = unansweredParts
    }

    /// Whether `part` is known.
    public func contains(_ part: PersonPart) -> Bool {
        switch part {
        case .combinedCredits: combinedCredits != nil
        case .images: images != nil
        }
    }

    /// `fetched` laid over this bundle: its person, and each of `fetchedParts` as it was fetched
    /// (answered or not); every other part is kept from this one.
    public func merging(_ fetched: PersonBundle, fetchedParts: Set<PersonPart>) -> PersonBundle {
        func pick<Value>(_ part: PersonPart, _ path: KeyPath<PersonBundle, Value?>) -> Value? {
            fetchedParts.contains(part) ? fetched[keyPath: path] : self[keyPath: path]
        }
        return PersonBundle(
            person: fetched.person,
            combinedCredits: pick(.combinedCredits, \.combinedCredits),
            images: pick(.images, \.images),
            unansweredParts: unansweredParts.subtracting(fetchedParts)
                .union(fetched.unansweredParts.intersection(fetchedParts))
        )
    }
}
