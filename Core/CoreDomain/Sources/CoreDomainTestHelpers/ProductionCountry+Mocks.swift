import CoreDomain

extension ProductionCountry {
    /// The United States, for tests in any context.
    public static func mock(countryCode: String = "US", name: String = "United States of America")
        -> ProductionCountry
    {
        ProductionCountry(countryCode: countryCode, name: name)
    }
}
