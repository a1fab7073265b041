import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleApplication

@Suite("PopcornPeopleFactory")
struct PopcornPeopleFactoryTests {
    let people = MockPersonRepository(bundle: .success(.mock(person: .mock(deathday: nil))))
    let list = MockPersonListRepository(stub: .success(.mock()))
    let imagesProvider = MockImagesConfigurationProvider()

    var factory: PopcornPeopleFactory {
        PopcornPeopleFactory(
            personRepository: people,
            personListRepository: list,
            imagesConfigurationProvider: imagesProvider
        )
    }

    @Test("the person details use case reads the person's whole screen")
    func personDetails() async throws {
        _ = try await factory.makeFetchPersonDetailsUseCase().execute(id: 287)
        #expect(people.personCalledWith == [287])
        #expect(people.partsCalledWith == [[.combinedCredits, .images]])
        #expect(imagesProvider.callCount == 1)
    }

    @Test("the person details use case counts ages to the factory's today")
    func personDetailsToday() async throws {
        let factory = PopcornPeopleFactory(
            personRepository: people,
            personListRepository: list,
            imagesConfigurationProvider: imagesProvider,
            today: { .mockDay(year: 2025, month: 6, day: 1) }
        )
        #expect(try await factory.makeFetchPersonDetailsUseCase().execute(id: 287).age == 61)
    }

    @Test("the credits use case reads the person with their credits")
    func credits() async throws {
        _ = try await factory.makeFetchPersonCreditsUseCase().execute(personID: 288)
        #expect(people.personCalledWith == [288])
        #expect(people.requiredCalledWith == [.combinedCredits])
    }

    @Test("the images use case reads the person with their photos")
    func images() async throws {
        _ = try await factory.makeFetchPersonImagesUseCase().execute(personID: 289)
        #expect(people.personCalledWith == [289])
        #expect(people.requiredCalledWith == [.images])
    }

    @Test("the popular and search use cases read the list repository")
    func popularAndSearch() async throws {
        _ = try await factory.makeFetchPopularPeopleUseCase().execute(page: 2)
        _ = try await factory.makeSearchPeopleUseCase().execute(query: "pitt", page: 1)
        #expect(list.popularCalledWith == [2])
        #expect(list.searchCalledWith == [.init(query: "pitt", page: 1)])
    }
}
