import TerminalImages

/// Which way pictures are drawn for this command, and when none are, why (one `--debug` line).
/// The rules, first match wins: no picture on a pipe, a file or under `--json`; `--no-images`;
/// `POPCORN_IMAGES`; the terminal the environment names; the terminal's answer to a query.
struct PictureProtocolChoice: Equatable, Sendable {
    let imageProtocol: TerminalImageProtocol
    let depth: TerminalColourDepth
    /// Why nothing is drawn, when ``imageProtocol`` is `.off`.
    let reason: String?

    /// The choice for a command. `ask` queries the terminal (``TerminalImageQuery/ask()``) and is
    /// called only when nothing else decides. Throws a configuration failure (78) for a
    /// `POPCORN_IMAGES` that names no protocol, unless `--no-images` leaves it unread.
    static func resolve(
        environment: [String: String], outputIsTerminal: Bool, outputsJSON: Bool, noImages: Bool,
        usesColour: Bool, ask: () -> [UInt8]?
    ) throws(CLIFailure) -> PictureProtocolChoice {
        let depth = TerminalImageDetection.colourDepth(in: environment)
        func off(_ reason: String) -> PictureProtocolChoice {
            PictureProtocolChoice(imageProtocol: .off, depth: depth, reason: reason)
        }
        if noImages {
            return off("--no-images")
        }
        let forced = try forcedProtocol(in: environment)
        if outputsJSON {
            return off("--json prints the document alone")
        }
        if !outputIsTerminal {
            return off("standard output is not a terminal")
        }
        var chosen: TerminalImageProtocol
        if let forced {
            chosen = forced
        } else if let named = TerminalImageDetection.protocolNamed(by: environment) {
            chosen = named
        } else {
            chosen = ask().map(TerminalImageDetection.protocolAnswered(by:)) ?? .blocks
        }
        if chosen == .blocks && !usesColour {
            return off("half blocks need colour, which NO_COLOR or --no-color turned off")
        }
        if chosen == .off {
            return off(forced == .off ? "\(EnvironmentKey.images)=off" : "TERM says the terminal draws no pictures")
        }
        return PictureProtocolChoice(imageProtocol: chosen, depth: depth, reason: nil)
    }

    /// `POPCORN_IMAGES`'s protocol; `nil` when unset or empty.
    static func forcedProtocol(in environment: [String: String]) throws(CLIFailure) -> TerminalImageProtocol? {
        guard let value = environment[EnvironmentKey.images], !value.isEmpty else {
            return nil
        }
        guard let named = TerminalImageProtocol(rawValue: value.lowercased()) else {
            throw CLIFailure(
                .configuration,
                "\(EnvironmentKey.images) must be one of \(TerminalImageProtocol.names), not '\(value)'; "
                    + "fix it or unset it")
        }
        return named
    }
}
