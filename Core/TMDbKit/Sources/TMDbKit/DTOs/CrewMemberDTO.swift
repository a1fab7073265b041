/// One person's job on a movie or TV series, from the `crew` array of a credits response
/// (and of a TV episode).
public struct CrewMemberDTO: Codable, Equatable, Sendable {
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
    /// Identifies this credit (not the person); always sent.
    public let creditID: String
    /// e.g. `Directing`.
    public let department: String?
    /// e.g. `Director`.
    public let job: String?

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
        creditID = try container.decode(String.self, forKey: .creditID)
        department = container.decodeLossy(String.self, forKey: .department)
        job = container.decodeLossy(String.self, forKey: .job)
    }
}
