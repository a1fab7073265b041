/// Why a screen could not be loaded, as the one line the status bar shows.
struct BrowseLoadFailure: Error, Equatable, Sendable {
    let message: String
}
