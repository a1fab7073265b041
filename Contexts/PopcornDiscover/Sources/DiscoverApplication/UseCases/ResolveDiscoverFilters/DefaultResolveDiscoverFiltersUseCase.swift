import CoreApplication
import CoreDomain
import DiscoverDomain
import Foundation

/// Asks the genre provider for each list of genre names, then the person provider for each name,
/// then TMDb's keywords for each keyword name and the region's services (once) for the services'
/// names, one after the other (a name's failure stops the rest).
///
/// A keyword name is the keyword TMDb finds whose name has the same words but for case and punctuation; a service's name
/// the region's service whose name is the same but for case and accents.
struct DefaultResolveDiscoverFiltersUseCase: ResolveDiscoverFiltersUseCase {
    /// How many names a failure suggests at most.
    static let suggestionCount = 5

    private let genreProvider: any DiscoverGenreProviding
    private let personProvider: any DiscoverPersonProviding
    private let keywordRepository: any DiscoverKeywordRepository
    private let watchProviderRepository: any DiscoverWatchProviderRepository

    init(
        genreProvider: some DiscoverGenreProviding, personProvider: some DiscoverPersonProviding,
        keywordRepository: some DiscoverKeywordRepository,
        watchProviderRepository: some DiscoverWatchProviderRepository
    ) {
        self.genreProvider = genreProvider
        self.personProvider = personProvider
        self.keywordRepository = keywordRepository
        self.watchProviderRepository = watchProviderRepository
    }

    func execute(_ names: DiscoverFilterNames) async throws(ResolveDiscoverFiltersError) -> DiscoverFilterIDs {
        let kept = try await ids(ofGenres: names.genres, names.mediaType, excluded: false)
        let excluded = try await ids(ofGenres: names.excludedGenres, names.mediaType, excluded: true)
        var people: [Int] = []
        for person in names.people {
            people.append(try await personID(person))
        }
        var keywords: [Int] = []
        for keyword in names.keywords {
            keywords.append(try await keywordID(keyword))
        }
        let providers = try await providerIDs(names.providers, names.mediaType, region: names.watchRegion)
        return DiscoverFilterIDs(
            genreIDs: kept, excludedGenreIDs: excluded, personIDs: people, keywordIDs: keywords,
            providerIDs: providers)
    }

    /// A whole number typed as a keyword or a service: its id (not checked here: a query refuses 0).
    static func id(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(trimmed)
    }

    private func ids(ofGenres names: [String], _ mediaType: DiscoverMediaType, excluded: Bool)
        async throws(ResolveDiscoverFiltersError) -> [Int]
    {
        do {
            return try await genreProvider.genreIDs(named: names, for: mediaType)
        } catch {
            switch error {
            case .noSuchGenre(let name, let validNames):
                throw .noSuchGenre(name, validNames: validNames, excluded: excluded)
            case .unavailable(let cause):
                throw .genresUnavailable(FetchError(cause))
            }
        }
    }

    private func personID(_ person: DiscoverPersonReference) async throws(ResolveDiscoverFiltersError) -> Int {
        let name: String
        switch person {
        case .id(let id):
            return id
        case .name(let text):
            name = text
        }
        let match: DiscoverPersonMatch
        do {
            match = try await personProvider.person(named: name)
        } catch {
            throw .personUnavailable(name, FetchError(error))
        }
        switch match {
        case .match(let id):
            return id
        case .ambiguous(let candidates):
            throw .ambiguousPerson(name, candidates: candidates)
        case .noMatch:
            throw .noSuchPerson(name)
        }
    }

    /// `text`'s words, lower-cased and one space apart: what a keyword's name is compared by, so
    /// case, punctuation between words and extra spaces do not matter.
    static func words(_ text: String) -> String {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: " ")
    }

    /// The id of the keyword named `text` (or `text` itself, a number).
    private func keywordID(_ text: String) async throws(ResolveDiscoverFiltersError) -> Int {
        if let id = Self.id(text) {
            return id
        }
        // Searched for as typed (TMDb's search reads punctuation its own way), compared as words:
        // `SUPPORT-GROUP` and ` support  group ` are "support group". Punctuation alone names nothing.
        let name = Self.words(text)
        guard !name.isEmpty else {
            throw .noSuchKeyword(text, suggestions: [])
        }
        let found: [Keyword]
        do {
            found = try await keywordRepository.keywords(matching: text.trimmingCharacters(in: .whitespaces))
        } catch {
            throw .keywordsUnavailable(text, FetchError(error))
        }
        guard let keyword = found.first(where: { Self.words($0.name) == name }) else {
            throw .noSuchKeyword(text, suggestions: Array(found.prefix(Self.suggestionCount).map(\.name)))
        }
        return keyword.id
    }

    /// The ids of the services `texts` name among `region`'s (numbers as they are); the region's
    /// list is asked once, and only for a name.
    private func providerIDs(_ texts: [String], _ mediaType: DiscoverMediaType, region: String)
        async throws(ResolveDiscoverFiltersError) -> [Int]
    {
        guard texts.contains(where: { Self.id($0) == nil }) else {
            return texts.compactMap(Self.id)
        }
        let listed: [WatchProvider]
        do {
            listed = try await watchProviderRepository.watchProviders(for: mediaType, region: region)
        } catch {
            throw .providersUnavailable(region: region, FetchError(error))
        }
        let providers = WatchProviderDisplayOrder.sorted(listed)
        var ids: [Int] = []
        for text in texts {
            if let id = Self.id(text) {
                ids.append(id)
                continue
            }
            let name = text.trimmingCharacters(in: .whitespaces)
            guard let provider = providers.first(where: { Self.sameName($0.name, name) }) else {
                throw .noSuchProvider(text, region: region, suggestions: Self.suggestions(for: name, among: providers))
            }
            ids.append(provider.id)
        }
        return ids
    }

    /// Whether two services' names are the same but for case and accents.
    private static func sameName(_ name: String, _ typed: String) -> Bool {
        name.compare(typed, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    }

    /// The names of the services whose names contain `name` (or that `name` contains), else the
    /// first of the region's, in the region's order.
    private static func suggestions(for name: String, among providers: [WatchProvider]) -> [String] {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        let close = providers.filter {
            !name.isEmpty
                && ($0.name.range(of: name, options: options) != nil
                    || name.range(of: $0.name, options: options) != nil)
        }
        return (close.isEmpty ? providers : close).prefix(suggestionCount).map(\.name)
    }
}
