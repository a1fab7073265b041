import Testing

@testable import PopcornCLI

@Suite("PersonAge")
struct PersonAgeTests {
    @Test(
        "Ages count whole years, the birthday itself included",
        arguments: [
            ("1963-12-18", "2025-12-17", 61),
            ("1963-12-18", "2025-12-18", 62),
            ("1963-12-18", "2026-01-01", 62),
            ("2000-02-29", "2001-02-28", 0),
            ("2000-02-29", "2001-03-01", 1),
        ])
    func years(birth: String, date: String, age: Int) {
        #expect(PersonAge.years(from: .day(birth), to: .day(date)) == age)
    }

    @Test("A date before the birth has no age")
    func beforeBirth() {
        #expect(PersonAge.years(from: .day("1963-12-18"), to: .day("1960-01-01")) == nil)
    }
}
