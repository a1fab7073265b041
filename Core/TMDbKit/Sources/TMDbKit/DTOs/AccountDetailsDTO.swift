/// `GET /account`: whose session it is: the account's id, which the account's lists and changes
/// are addressed by, and its username.
public struct AccountDetailsDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var avatar: AccountAvatarDTO?
    public let id: Int
    /// The account's language (`en`).
    @Lossy public private(set) var iso6391: String?
    /// The account's country (`US`).
    @Lossy public private(set) var iso31661: String?
    @Lossy public private(set) var name: String?
    @Lossy public private(set) var includeAdult: Bool?
    public let username: String

    enum CodingKeys: String, CodingKey {
        case avatar
        case id
        case iso6391 = "iso_639_1"
        case iso31661 = "iso_3166_1"
        case name
        case includeAdult = "include_adult"
        case username
    }

    public init(
        avatar: AccountAvatarDTO? = nil, id: Int, iso6391: String? = nil, iso31661: String? = nil, name: String? = nil,
        includeAdult: Bool? = nil, username: String
    ) {
        self.avatar = avatar
        self.id = id
        self.iso6391 = iso6391
        self.iso31661 = iso31661
        self.name = name
        self.includeAdult = includeAdult
        self.username = username
    }
}
