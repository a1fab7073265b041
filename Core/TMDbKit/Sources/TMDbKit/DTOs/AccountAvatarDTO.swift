/// An account's pictures (`avatar`): a Gravatar hash and an image uploaded to TMDb, either absent.
public struct AccountAvatarDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var gravatar: GravatarDTO?
    @Lossy public private(set) var tmdb: TMDbAvatarDTO?

    public init(gravatar: GravatarDTO? = nil, tmdb: TMDbAvatarDTO? = nil) {
        self.gravatar = gravatar
        self.tmdb = tmdb
    }
}
