import Foundation

/// A part of a person's screen that TMDb sends with the person's details when asked
/// (`append_to_response`), so the screen is one request; each part is cached in its own entry.
///
/// The case order is the order parts are asked for in.
public enum PersonPart: String, Hashable, Sendable, CaseIterable {
    /// Every movie and series credit, cast and crew (TMDb's `combined_credits`).
    case combinedCredits
    /// The person's photos (TMDb's `images`, whose `profiles` they are).
    case images
}
