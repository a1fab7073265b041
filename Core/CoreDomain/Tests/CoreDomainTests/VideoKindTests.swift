import Testing

@testable import CoreDomain

@Suite("VideoKind")
struct VideoKindTests {
    @Test("Each of TMDb's types reads in any case and names itself back as TMDb does")
    func roundTrip() {
        let names = ["Trailer", "Teaser", "Clip", "Featurette", "Behind the Scenes", "Bloopers", "Opening Credits"]
        for name in names {
            #expect(VideoKind(name: name).name == name)
            #expect(VideoKind(name: name.uppercased()).name == name)
        }
        #expect(VideoKind(name: "behind the scenes") == .behindTheScenes)
    }

    @Test("A type TMDb adds later is kept by name and ranks after every known one")
    func unknownType() {
        let kind = VideoKind(name: "Recap")
        #expect(kind == .other("Recap") && kind.name == "Recap")
        #expect(kind.rank > VideoKind.openingCredits.rank)
        #expect(VideoKind.trailer.rank < VideoKind.teaser.rank && VideoKind.teaser.rank < VideoKind.clip.rank)
    }
}
