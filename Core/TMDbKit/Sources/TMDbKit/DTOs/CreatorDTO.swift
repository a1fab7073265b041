/// A person credited with creating a TV series, from the `created_by` array of `/tv/{id}`.
public struct CreatorDTO: Codable, Equatable, Sendable {
    /// The person's id.
    public let id: Int
    /// Identifies this credit (not the person); always sent.
    public let creditID: String
    public let name: String
    @Lossy public private(set) var originalName: String?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary.
    @Lossy public private(set) var gender: Int?
    @Lossy public private(set) var profilePath: String?

    enum CodingKeys: String, CodingKey {
        case id
        case creditID = "credit_id"
        case name
        case originalName = "original_name"
        case gender
        case profilePath = "profile_path"
    }

    public init(
        id: Int,
        creditID: String,
        name: String,
        originalName: String? = nil,
        gender: Int? = nil,
        profilePath: String? = nil
    ) {
        self.id = id
        self.creditID = creditID
        self.name = name
        self.originalName = originalName
        self.gender = gender
        self.profilePath = profilePath
    }
}
