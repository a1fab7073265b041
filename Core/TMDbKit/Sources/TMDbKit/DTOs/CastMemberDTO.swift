/// One actor's role in a movie or TV series, from the `cast` array of a credits response
/// (and `guest_stars` of a TV episode).
public struct CastMemberDTO: Codable, Equatable, Sendable {
    public let adult: Bool?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary.
    public let gender: Int?
    /// The person's id.
    public let id: Int
    public let knownForDepartment: String?
    public let name: String
    public let originalName: String?
    public let popularity: Double?
    public let profilePath: String?
    /// Movies only; TV credits have none.
    public let castID: Int?
    public let character: String?
    /// Identifies this credit (not the person); always sent.
    public let creditID: String
    /// Billing order, 0 first.
    public let order: Int?

    enum CodingKeys: String, CodingKey {
        case adult
        case gender
        case id
        case knownForDepartment = "known_for_department"
        case name
        case originalName = "original_name"
        case popularity
        case profilePath = "profile_path"
        case castID = "cast_id"
        case character
        case creditID = "credit_id"
        case order
    }

    public init(
        adult: Bool? = nil,
        gender: Int? = nil,
        id: Int,
        knownForDepartment: String? = nil,
        name: String,
        originalName: String? = nil,
        popularity: Double? = nil,
        profilePath: String? = nil,
        castID: Int? = nil,
        character: String? = nil,
        creditID: String,
        order: Int? = nil
    ) {
        self.adult = adult
        self.gender = gender
        self.id = id
        self.knownForDepartment = knownForDepartment
        self.name = name
        self.originalName = originalName
        self.popularity = popularity
        self.profilePath = profilePath
        self.castID = castID
        self.character = character
        self.creditID = creditID
        self.order = order
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        adult = container.decodeLossy(Bool.self, forKey: .adult)
        gender = container.decodeLossy(Int.self, forKey: .gender)
        id = try container.decode(Int.self, forKey: .id)
        knownForDepartment = container.decodeLossy(String.self, forKey: .knownForDepartment)
        name = try container.decode(String.self, forKey: .name)
        originalName = container.decodeLossy(String.self, forKey: .originalName)
        popularity = container.decodeLossy(Double.self, forKey: .popularity)
        profilePath = container.decodeLossy(String.self, forKey: .profilePath)
        castID = container.decodeLossy(Int.self, forKey: .castID)
        character = container.decodeLossy(String.self, forKey: .character)
        creditID = try container.decode(String.self, forKey: .creditID)
        order = container.decodeLossy(Int.self, forKey: .order)
    }
}
