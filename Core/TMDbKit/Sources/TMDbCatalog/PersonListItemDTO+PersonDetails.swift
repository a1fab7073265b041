import TMDbKit

extension PersonListItemDTO {
    /// The list entry TMDb would show for a person, built from their details file
    /// (`original_name` is the name: TMDb's person details have no other).
    init(details: PersonDetailsDTO, knownFor: [PersonKnownForDTO]) {
        self.init(
            adult: details.adult,
            gender: details.gender,
            id: details.id,
            knownForDepartment: details.knownForDepartment,
            name: details.name,
            originalName: details.name,
            popularity: details.popularity,
            profilePath: details.profilePath,
            knownFor: knownFor
        )
    }
}
