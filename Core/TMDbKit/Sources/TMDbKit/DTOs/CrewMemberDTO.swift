/// One person's job on a movie or TV series, from the `crew` array of a credits response
/// (and of a TV episode).
public struct CrewMemberDTO: Codable, Equatable, Sendable {
    @Lossy public var adult: Bool?
    /// TMDb's gender code: 0 unknown, 1 female, 2 male, 3 non-binary.
    @Lossy public var gender: Int?
    /// The person's id.
    public let id: Int
    @Lossy public var knownForDepartment: String?
    public let name: String
    @Lossy public var originalName: String?
    @Lossy public var popularity: Double?
    @Lossy public var profilePath: String?
    /// Identifies this credit (not the person); always sent.
    public let creditID: String
    /// e.g. `Directing`.
    @Lossy public var department: String?
    /// e.g. `Director`.
    @Lossy public var job: String?

    enum CodingKeys: String, CodingKey {
        case adult
        case gender
        case id
        case knownForDepartment = "known_for_department"
        case name
        case originalName = "original_name"
        case popularity
        case profilePath = "profile_path"
        case creditID = "credit_id"
        case department
        case job
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
        creditID: String,
        department: String? = nil,
        job: String? = nil
    ) {
        self.adult = adult
        self.gender = gender
        self.id = id
        self.knownForDepartment = knownForDepartment
        self.name = name
        self.originalName = originalName
        self.popularity = popularity
        self.profilePath = profilePath
        self.creditID = creditID
        self.department = department
        self.job = job
    }
}
