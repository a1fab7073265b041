/// One actor's role in a movie or TV series, from the `cast` array of a credits response
/// (and `guest_stars` of a TV episode).
public struct CastMemberDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary.
    @Lossy public private(set) var gender: Int?
    /// The person's id.
    public let id: Int
    @Lossy public private(set) var knownForDepartment: String?
    public let name: String
    @Lossy public private(set) var originalName: String?
    @Lossy public private(set) var popularity: Double?
    @Lossy public private(set) var profilePath: String?
    /// Movies only; TV credits have none.
    @Lossy public private(set) var castID: Int?
    @Lossy public private(set) var character: String?
    /// Identifies this credit (not the person); always sent.
    public let creditID: String
    /// Billing order, 0 first.
    @Lossy public private(set) var order: Int?

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
}
