import CoreApplication

/// How a movie's or series' original language reads in its facts: `French (fr)`, and only when
/// it differs from the language the command asked for.
enum OriginalLanguageLabel {
    /// `Français (fr)` (the spoken language's name when known, else the code); `nil` when the
    /// code is missing or is the requested language.
    static func text(code: String?, spokenLanguages: [SpokenLanguageDetails]?, requested: String) -> String? {
        guard let code, !code.isEmpty else {
            return nil
        }
        let language = requested.split(separator: "-").first.map(String.init) ?? requested
        guard code.lowercased() != language.lowercased() else {
            return nil
        }
        let name = spokenLanguages?.first { $0.languageCode == code }?.name
        return name.map { "\($0) (\(code))" } ?? code
    }
}
