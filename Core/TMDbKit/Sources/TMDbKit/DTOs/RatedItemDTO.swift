/// An item of an account's rated lists (`/account/{id}/rated/movies|tv|tv/episodes`): the list's
/// usual item (a movie, a series or an episode, decoded from the same object) with the account's
/// `rating` and, where TMDb sends it, `account_rating` with the time it was given.
public struct RatedItemDTO<Item: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public let item: Item
    public let rating: Double?
    public let accountRating: AccountRatingDTO?

    enum CodingKeys: String, CodingKey {
        case rating
        case accountRating = "account_rating"
    }

    public init(item: Item, rating: Double?, accountRating: AccountRatingDTO? = nil) {
        self.item = item
        self.rating = rating
        self.accountRating = accountRating
    }

    public init(from decoder: any Decoder) throws {
        item = try Item(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rating = container.decodeLossy(Double.self, forKey: .rating)
        accountRating = container.decodeLossy(AccountRatingDTO.self, forKey: .accountRating)
    }

    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(rating, forKey: .rating)
        try container.encodeIfPresent(accountRating, forKey: .accountRating)
    }
}
