/// One person's job on a movie or TV series, from the `crew` array of a credits response
/// (and of a TV episode).
public struct CrewMemberDTO: Codable, Equatable, Sendable {
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
    /// Identifies this credit (not the person); always sent.
    public let creditID: String
    /// e.g. `Directing`.
    @Lossy public private(set) var department: String?
    /// e.g. `Director`.
    @Lossy public private(set) var job: String?

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
