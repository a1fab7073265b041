import TVSeriesDomain

extension TVRole {
    /// Walter White, over 62 episodes.
    public static func mock(
        creditID: String = "52542282760ee313280017f9",
        character: String = "Walter White",
        episodeCount: Int = 62
    ) -> TVRole {
        TVRole(creditID: creditID, character: character, episodeCount: episodeCount)
    }
}
