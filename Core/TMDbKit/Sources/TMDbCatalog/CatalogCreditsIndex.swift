import TMDbKit

/// Every person's combined credits, derived from the catalog's movie and series files the
/// way TMDb derives `/person/{id}/combined_credits`: one cast item per role and one crew
/// item per job, each carrying its title's summary. Built once, in one pass over the titles.
///
/// - Movies: `movies/<id>.credits.json` gives the roles and jobs.
/// - Series: `tv/<id>.credits.json` and `tv/<id>.aggregate_credits.json` together (one item
///   per credit id found in either), with the episode count of the aggregate role or job
///   with the same credit id (or the person's total when the aggregate lists them without
///   any); the `created_by` entries of `tv/<id>.json` are `Creator` jobs in `Writing`, as on
///   TMDb.
///
/// Items keep the order they were added in: movies, then series, in the order given.
struct CatalogCreditsIndex: Sendable {
    static let creatorJob = "Creator"
    static let creatorDepartment = "Writing"

    private var cast: [Int: [PersonCastCreditDTO]] = [:]
    private var crew: [Int: [PersonCrewCreditDTO]] = [:]
    /// Each person's titles, once each, in the order first credited.
    private var titles: [Int: [CatalogCreditedTitle]] = [:]

    /// One person's combined credits (empty when the catalog credits them nowhere).
    func combinedCredits(personID: Int) -> PersonCombinedCreditsDTO {
        PersonCombinedCreditsDTO(id: personID, cast: cast[personID] ?? [], crew: crew[personID] ?? [])
    }

    /// The `limit` most popular titles the person is credited on, as cast or crew.
    func knownFor(personID: Int, limit: Int = 3) -> [PersonKnownForDTO] {
        (titles[personID] ?? []).sorted(by: CatalogCreditedTitle.morePopular).prefix(limit)
            .map(PersonKnownForDTO.init(title:))
    }

    /// Adds a movie's roles and jobs (none when it has no credits file).
    mutating func addMovie(_ details: MovieDetailsDTO, credits: MovieCreditsDTO?) {
        guard let credits else {
            return
        }
        let title = CatalogCreditedTitle(movie: details)
        var castIDs = Set<String>()
        for member in credits.cast where castIDs.insert(member.creditID).inserted {
            addCast(
                .init(
                    title: title, character: member.character, creditID: member.creditID, order: member.order,
                    episodeCount: nil),
                personID: member.id, title: title)
        }
        var crewIDs = Set<String>()
        for member in credits.crew where crewIDs.insert(member.creditID).inserted {
            addCrew(
                .init(
                    title: title, creditID: member.creditID, department: member.department, job: member.job,
                    episodeCount: nil),
                personID: member.id, title: title)
        }
    }

    /// Adds a series' creators, roles and jobs from its details, credits and aggregate credits.
    mutating func addSeries(
        _ details: TVSeriesDetailsDTO, credits: TVSeriesCreditsDTO?, aggregate: TVSeriesAggregateCreditsDTO?
    ) {
        let title = CatalogCreditedTitle(series: details)
        addSeriesCast(title, credits: credits?.cast ?? [], aggregate: aggregate?.cast ?? [])
        var crewIDs = Set<String>()
        for creator in details.createdBy ?? [] where crewIDs.insert(creator.creditID).inserted {
            addCrew(
                .init(
                    title: title, creditID: creator.creditID, department: Self.creatorDepartment,
                    job: Self.creatorJob, episodeCount: nil),
                personID: creator.id, title: title)
        }
        let aggregateCrew = aggregate?.crew ?? []
        let jobs = Self.byCreditID(
            aggregateCrew.flatMap { member in member.jobs.map { ($0.creditID, (job: $0, member: member)) } })
        let jobless = Self.byPerson(aggregateCrew.filter(\.jobs.isEmpty), id: \.id)
        for member in credits?.crew ?? [] where crewIDs.insert(member.creditID).inserted {
            let aggregated = jobs[member.creditID]
            addCrew(
                .init(
                    title: title, creditID: member.creditID,
                    department: member.department ?? aggregated?.member.department,
                    job: member.job ?? aggregated?.job.job,
                    episodeCount: aggregated?.job.episodeCount ?? jobless[member.id]?.totalEpisodeCount),
                personID: member.id, title: title)
        }
        for member in aggregate?.crew ?? [] {
            for job in member.jobs where crewIDs.insert(job.creditID).inserted {
                addCrew(
                    .init(
                        title: title, creditID: job.creditID, department: member.department, job: job.job,
                        episodeCount: job.episodeCount),
                    personID: member.id, title: title)
            }
        }
    }

    /// The roles of `credits` (episode counts from `aggregate`), then those only `aggregate` has.
    private mutating func addSeriesCast(
        _ title: CatalogCreditedTitle, credits: [CastMemberDTO], aggregate: [AggregateCastMemberDTO]
    ) {
        let roles = Self.byCreditID(
            aggregate.flatMap { member in member.roles.map { ($0.creditID, (role: $0, member: member)) } })
        let roleless = Self.byPerson(aggregate.filter(\.roles.isEmpty), id: \.id)
        var castIDs = Set<String>()
        for member in credits where castIDs.insert(member.creditID).inserted {
            let aggregated = roles[member.creditID]
            addCast(
                .init(
                    title: title, character: member.character ?? aggregated?.role.character, creditID: member.creditID,
                    order: member.order ?? aggregated?.member.order,
                    episodeCount: aggregated?.role.episodeCount ?? roleless[member.id]?.totalEpisodeCount),
                personID: member.id, title: title)
        }
        for member in aggregate {
            for role in member.roles where castIDs.insert(role.creditID).inserted {
                addCast(
                    .init(
                        title: title, character: role.character, creditID: role.creditID, order: member.order,
                        episodeCount: role.episodeCount),
                    personID: member.id, title: title)
            }
        }
    }

    private mutating func addCast(_ credit: PersonCastCreditDTO, personID: Int, title: CatalogCreditedTitle) {
        cast[personID, default: []].append(credit)
        noteTitle(title, personID: personID)
    }

    private mutating func addCrew(_ credit: PersonCrewCreditDTO, personID: Int, title: CatalogCreditedTitle) {
        crew[personID, default: []].append(credit)
        noteTitle(title, personID: personID)
    }

    private mutating func noteTitle(_ title: CatalogCreditedTitle, personID: Int) {
        let known = titles[personID] ?? []
        if !known.contains(where: { $0.id == title.id && $0.mediaType == title.mediaType }) {
            titles[personID, default: []].append(title)
        }
    }

    /// The first value for each credit id in `pairs`.
    private static func byCreditID<Value>(_ pairs: [(String, Value)]) -> [String: Value] {
        Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// The first member of each person in `members`.
    private static func byPerson<Member>(_ members: [Member], id: (Member) -> Int) -> [Int: Member] {
        Dictionary(members.map { (id($0), $0) }, uniquingKeysWith: { first, _ in first })
    }
}
