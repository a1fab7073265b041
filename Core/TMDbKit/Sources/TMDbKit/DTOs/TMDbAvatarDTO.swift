/// `avatar.tmdb`: the picture uploaded to TMDb, an image path like a poster's.
public struct TMDbAvatarDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var avatarPath: String?

    enum CodingKeys: String, CodingKey {
        case avatarPath = "avatar_path"
    }

    public init(avatarPath: String? = nil) {
        self.avatarPath = avatarPath
    }
}
