import ArgumentParser

/// `--poster`, `--poster-rows N` and `--no-images`: whether a details command draws the poster (or
/// the profile photo) above the details, and how tall.
struct PictureOptions: ParsableArguments {
    @Flag(
        help:
            "Draw the picture (a title's poster, a person's photo) above the details, when standard output is a terminal."
    )
    var poster = false

    @Option(
        help: ArgumentHelp(
            "The picture's height in terminal rows, 1 to 200 (implies --poster; default: a third of the terminal).",
            valueName: "N"))
    var posterRows: Int?

    @Flag(help: "Never draw pictures (as POPCORN_IMAGES=off; kitty|sixel|iterm|blocks chooses how instead).")
    var noImages = false

    init() {}

    /// The tallest `--poster-rows` accepted: more than any terminal shows.
    static let maximumRows = 200

    /// Whether a picture was asked for (`--no-images` may still turn it down).
    var asksForPicture: Bool {
        poster || posterRows != nil
    }

    func validate() throws {
        if let posterRows, !(1...Self.maximumRows).contains(posterRows) {
            throw ValidationError("--poster-rows must be a whole number from 1 to \(Self.maximumRows)")
        }
    }
}
