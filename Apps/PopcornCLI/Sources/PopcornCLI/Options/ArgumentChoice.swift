import ArgumentParser

/// An option or argument whose values are an enum's cases, each named by its raw value.
///
/// ArgumentParser's defaults list such values through key paths and a type-erased collection,
/// whose first use costs every command that declares one about 2% of a cached lookup's
/// instructions (callgrind); the lists are spelled out here instead, with the same values.
protocol ArgumentChoice: CaseIterable, RawRepresentable<String>, ExpressibleByArgument {}

extension ArgumentChoice {
    static var allValueStrings: [String] {
        allCases.map { $0.rawValue }
    }

    /// No value carries a description of its own (the default's answer for these enums).
    static var allValueDescriptions: [String: String] {
        [:]
    }
}
