import PeopleApplication

/// Use-case calls captured as `Result`s, so commands can run several at once with `async let`
/// and decide afterwards which failures matter.
enum PersonFetches {
    /// A person's details, or why not.
    static func details(
        _ useCase: any FetchPersonDetailsUseCase,
        id: Int
    ) async -> Result<PersonDetails, FetchPersonDetailsError> {
        do {
            return .success(try await useCase.execute(id: id))
        } catch {
            return .failure(error)
        }
    }

    /// A person's credits, one entry per title, or why not.
    static func credits(
        _ useCase: any FetchPersonCreditsUseCase,
        id: Int
    ) async -> Result<PersonCreditsDetails, FetchPersonCreditsError> {
        do {
            return .success(try await useCase.execute(personID: id))
        } catch {
            return .failure(error)
        }
    }

    /// The titles a person is best known for, or why not.
    static func knownFor(
        _ useCase: any FetchPersonKnownForUseCase,
        id: Int,
        limit: Int
    ) async -> Result<[PersonTitleCreditsDetails], FetchPersonKnownForError> {
        do {
            return .success(try await useCase.execute(personID: id, limit: limit))
        } catch {
            return .failure(error)
        }
    }
}
