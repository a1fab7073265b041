import CoreDomainTestHelpers
import MoviesDomain
import MoviesTestHelpers
import Testing

@Suite("MovieReleaseDatesByCountry")
struct MovieReleaseDatesByCountryTests {
    @Test("the theatrical release's certification wins over earlier releases of other kinds")
    func theatricalFirst() {
        let country = MovieReleaseDatesByCountry.mock(releaseDates: [
            .mock(certification: "PG", releaseDate: .mockDay(year: 1999, month: 9, day: 10), type: .premiere),
            .mock(certification: "", releaseDate: .mockDay(year: 1999, month: 10, day: 1), type: .theatricalLimited),
            .mock(certification: "R", releaseDate: .mockDay(year: 1999, month: 10, day: 15), type: .theatrical),
            .mock(certification: "NR", releaseDate: .mockDay(year: 2000, month: 6, day: 6), type: .physical),
        ])

        #expect(country.certification == "R")
    }

    @Test("without a rated theatrical release, the rated limited theatrical release is used")
    func limitedTheatricalNext() {
        let country = MovieReleaseDatesByCountry.mock(releaseDates: [
            .mock(certification: "15", releaseDate: .mockDay(year: 1999, month: 9, day: 1), type: .premiere),
            .mock(certification: "", releaseDate: .mockDay(year: 1999, month: 11, day: 12), type: .theatrical),
            .mock(certification: "18", releaseDate: .mockDay(year: 1999, month: 11, day: 10), type: .theatricalLimited),
        ])

        #expect(country.certification == "18")
    }

    @Test("of several rated theatrical releases, the earliest gives the certification")
    func earliestTheatrical() {
        let country = MovieReleaseDatesByCountry.mock(releaseDates: [
            .mock(
                certification: "R", note: "re-release", releaseDate: .mockDay(year: 2019, month: 9, day: 20),
                type: .theatrical),
            .mock(certification: "NC-17", releaseDate: .mockDay(year: 1999, month: 10, day: 15), type: .theatrical),
        ])

        #expect(country.certification == "NC-17")
    }

    @Test("without a rated theatrical release, the earliest rated release of any kind is used")
    func earliestOtherwise() {
        let country = MovieReleaseDatesByCountry.mock(releaseDates: [
            .mock(certification: "", releaseDate: .mockDay(year: 1999, month: 10, day: 15), type: .theatrical),
            .mock(certification: "16", releaseDate: .mockDay(year: 2000, month: 5, day: 2), type: .physical),
            .mock(certification: "12", releaseDate: .mockDay(year: 2000, month: 3, day: 1), type: .digital),
            .mock(certification: "18", releaseDate: nil, type: .tv),
        ])

        #expect(country.certification == "12")
    }

    @Test("blank or missing certifications count as none, and a country without any has none")
    func noCertification() {
        let country = MovieReleaseDatesByCountry.mock(releaseDates: [
            .mock(certification: "", type: .theatrical), .mock(certification: " ", type: .premiere),
            .mock(certification: nil, type: .digital),
        ])

        #expect(country.certification == nil)
        #expect(MovieReleaseDatesByCountry.mock(releaseDates: []).certification == nil)
    }

    @Test("a region reads its own country's certification, whatever the case of its code")
    func region() {
        let countries: [MovieReleaseDatesByCountry] = [
            .mock(countryCode: "US", releaseDates: [.mock(certification: "R")]),
            .mock(countryCode: "GB", releaseDates: [.mock(certification: "18")]),
        ]

        #expect(MovieReleaseDatesByCountry.certification(forRegion: "GB", in: countries) == "18")
        #expect(MovieReleaseDatesByCountry.certification(forRegion: "us", in: countries) == "R")
    }

    @Test("a region TMDb lists no rated release for has no certification, never another country's")
    func neverAnotherCountry() {
        let countries: [MovieReleaseDatesByCountry] = [
            .mock(countryCode: "US", releaseDates: [.mock(certification: "R")]),
            .mock(countryCode: "DE", releaseDates: [.mock(certification: "", type: .theatrical)]),
        ]

        #expect(MovieReleaseDatesByCountry.certification(forRegion: "FR", in: countries) == nil)
        #expect(MovieReleaseDatesByCountry.certification(forRegion: "DE", in: countries) == nil)
        #expect(MovieReleaseDatesByCountry.certification(forRegion: "US", in: []) == nil)
    }
}
