/// One person in aggregate credits: their name, each character or job (with its episode count
/// when there are several), their total episodes and their TMDb person id.
struct AggregateCreditRow: Sendable, Equatable {
    let name: String
    /// `Walter White`, or `Hank (60)`, `Hank Schrader (2)` when a person has several.
    let parts: [String]
    let totalEpisodes: Int
    let personID: Int

    /// A row from `(label, episodes)` pairs: the count is shown only when there are several.
    init(name: String, parts: [(label: String, episodes: Int)], totalEpisodes: Int, personID: Int) {
        self.name = name
        let labelled = parts.map { (label: $0.label.isEmpty ? "—" : $0.label, episodes: $0.episodes) }
        self.parts = labelled.count == 1 ? [labelled[0].label] : labelled.map { "\($0.label) (\($0.episodes))" }
        self.totalEpisodes = totalEpisodes
        self.personID = personID
    }

    /// `62 episodes`.
    var episodes: String {
        DisplayFormat.count(totalEpisodes, "episode", "episodes")
    }

    /// `id 17419`.
    var identifier: String {
        "id \(personID)"
    }
}
