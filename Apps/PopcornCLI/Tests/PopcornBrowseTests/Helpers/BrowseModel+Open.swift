@testable import PopcornBrowse

extension BrowseModel {
    /// Asks for `screen`'s target and applies the loaded screen, as the driver does.
    mutating func open(_ screen: BrowseScreen) {
        _ = request(screen.target)
        show(screen)
    }
}
