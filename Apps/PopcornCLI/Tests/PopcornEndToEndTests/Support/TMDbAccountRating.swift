import Foundation

/// One rating the account gave, as ``TMDbAccountState`` keeps it: TMDb sends the value and the
/// time it was given as an item's `account_rating`, and lists an account's ratings in the order
/// they were given.
struct TMDbAccountRating: Sendable, Equatable {
    /// 0.5 to 10, in steps of 0.5.
    let value: Double
    /// When it was given (or last changed).
    let createdAt: Date
    /// How many ratings were given before it: the order of two given at the same instant.
    let sequence: Int
}
