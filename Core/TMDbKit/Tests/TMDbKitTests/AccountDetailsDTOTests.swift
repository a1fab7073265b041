import Foundation
import Testing

@testable import TMDbKit

@Suite struct AccountDetailsDTOTests {
    @Test func decodesTheAccountBody() throws {
        let account = try TMDbJSON.decode(AccountDetailsDTO.self, from: Fixture.data("account-548"))

        #expect(
            account
                == AccountDetailsDTO(
                    avatar: AccountAvatarDTO(
                        gravatar: GravatarDTO(hash: "c9e9fc152ee756a900db85757c29815d"),
                        tmdb: TMDbAvatarDTO(avatarPath: nil)),
                    id: 548, iso6391: "en", iso31661: "CA", name: "", includeAdult: false, username: "travisbell")
        )
    }

    @Test func readsAnAvatarUploadedToTMDbWithoutAGravatar() throws {
        let account = try Fixture.decode(
            AccountDetailsDTO.self,
            json: #"{"id": 1, "username": "u", "avatar": {"tmdb": {"avatar_path": "/xy.png"}}}"#)

        #expect(account.avatar == AccountAvatarDTO(gravatar: nil, tmdb: TMDbAvatarDTO(avatarPath: "/xy.png")))
    }

    @Test func needsOnlyAnIDAndAUsernameReadingMalformedFieldsAsNil() throws {
        let account = try Fixture.decode(
            AccountDetailsDTO.self,
            json: #"{"id": 548, "username": "u", "avatar": "x", "iso_639_1": 1, "name": null, "include_adult": "no"}"#)

        #expect(account == AccountDetailsDTO(id: 548, username: "u"))
    }

    @Test(arguments: [#"{"username": "u"}"#, #"{"id": 548}"#, #"{"id": "548", "username": "u"}"#])
    func failsWhenTheIDOrUsernameIsMissingOrMalformed(json: String) {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(AccountDetailsDTO.self, json: json)
        }
    }

    @Test func roundTrips() throws {
        let account = try Fixture.decode(AccountDetailsDTO.self, "account-548")

        let encoded = try JSONEncoder().encode(account)

        #expect(try JSONDecoder().decode(AccountDetailsDTO.self, from: encoded) == account)
    }
}
