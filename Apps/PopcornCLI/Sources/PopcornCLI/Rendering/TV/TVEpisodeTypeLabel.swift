/// How an episode's type reads in its facts: `standard` -> `Standard`, `mid_season` ->
/// `Mid-season finale`; unknown types are shown as words.
enum TVEpisodeTypeLabel {
    /// The label, or `nil` for a missing or empty type.
    static func text(for type: String?) -> String? {
        guard let type, !type.isEmpty else {
            return nil
        }
        switch type.lowercased() {
        case "standard": return "Standard"
        case "finale": return "Finale"
        case "mid_season": return "Mid-season finale"
        default:
            let words = type.replacing("_", with: " ")
            return words.prefix(1).uppercased() + words.dropFirst()
        }
    }
}
