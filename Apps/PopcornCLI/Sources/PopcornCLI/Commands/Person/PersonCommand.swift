import ArgumentParser

/// `popcorn person ...`: details (the default), credits, popular people and search.
struct PersonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "person",
        abstract: "People: details with what they are known for, every credit, photos, popular people and search.",
        discussion:
            "A <ref> is a TMDb id (287) or a themoviedb.org URL (https://www.themoviedb.org/person/287-brad-pitt).",
        subcommands: [
            PersonDetailsCommand.self,
            PersonCreditsCommand.self,
            PersonImagesCommand.self,
            PopularPeopleCommand.self,
            SearchPeopleCommand.self,
        ],
        defaultSubcommand: PersonDetailsCommand.self
    )
}
