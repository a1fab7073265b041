/// `avatar.gravatar`: the hash Gravatar knows the account's picture by.
public struct GravatarDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var hash: String?

    public init(hash: String? = nil) {
        self.hash = hash
    }
}
