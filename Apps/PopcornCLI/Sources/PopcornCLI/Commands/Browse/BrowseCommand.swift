import ArgumentParser
import Foundation

/// `popcorn browse`: the full-screen browser. Every screen comes through the same use cases and
/// cache as the other commands; this command only sets up the terminal and runs the loop.
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract:
            "Browse TMDb full screen: trending, popular, your watchlist, progress and calendar, search as you type.",
        discussion: """
            Arrow keys or j/k move (past the last row of a list, its next page loads), Enter opens, \
            Backspace, h or Esc goes back, H goes to the start screen, / searches, Tab, Shift-Tab or 1-8 \
            switch the start screen's tabs (trending, movies, TV, people, watchlist, progress, history, calendar) \
            from any screen, w adds the title to the watchlist or takes it \
            off (m marks a watchlist entry watched, d removes it), o opens its themoviedb.org page, ? lists \
            the keys, q quits. Keys typed while a screen loads are applied, in order, once it is there. Needs a terminal on standard input and \
            output (exit 64 otherwise); honours NO_COLOR, --offline and --source like every command. On a \
            terminal 70 columns wide and 16 rows tall or more, a title's or person's screen shows the poster or \
            photo beside the facts, in coloured half blocks (POPCORN_IMAGES=off or --no-images turns them off).
            """
    ).leaf

    @OptionGroup var options: SessionOptions

    @Flag(help: "Never draw pictures (as POPCORN_IMAGES=off).")
    var noImages = false

    func run() async throws {
        // The terminal is checked first: a pipe gets its one line before anything else happens.
        guard TerminalCheck.isInteractive else {
            throw TerminalCheck.notATerminal
        }
        let session = try CommandSession.start(options: options)
        // Half blocks whatever the terminal (so never without colour): they are text cells, so a
        // full-screen redraw, a scroll or a resize never leaves a picture behind; and the terminal is
        // not asked, as its answer would arrive among the keys.
        let pictures = try PictureProtocolChoice.resolve(
            environment: ProcessEnvironment.variables, outputIsTerminal: true, outputsJSON: false,
            noImages: noImages, usesColour: session.configuration.usesColour, ask: { nil })
        let terminal = try RawTerminal.enter()
        let warnings = StandardErrorCapture.startIfTerminal()
        defer {
            terminal.leave()
            warnings.finish()  // After the screen is gone, so they land in the scrollback.
        }
        var loop = BrowseLoop(
            terminal: terminal,
            loader: BrowseLoader(
                session: session,
                pictures: pictures.imageProtocol == .off || !session.configuration.usesColour
                    ? nil : session.pictureSource),
            colour: session.configuration.usesColour, pictureDepth: pictures.depth,
            banner: session.configuration.source.isCatalog ? "demo catalog" : nil,
            hyperlinks: TerminalHyperlinks.areSupported(in: ProcessEnvironment.variables))
        await loop.run()
    }
}
