extension Array where Element == Translation {
    /// The English translation a screen falls back on: the United States' when TMDb has one, else
    /// the first English one; `nil` without any.
    public var english: Translation? {
        first { $0.languageCode.lowercased() == "en" && $0.countryCode?.uppercased() == "US" }
            ?? first { $0.languageCode.lowercased() == "en" }
    }
}
