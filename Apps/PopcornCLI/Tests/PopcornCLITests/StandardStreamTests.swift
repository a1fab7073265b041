import Testing

@testable import PopcornCLI

#if canImport(Glibc)
    import Glibc
#endif

@Suite("StandardStream")
struct StandardStreamTests {
    @Test("Everything written arrives, in order")
    func writes() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        let text = String(repeating: "popcorn ", count: 1_000)
        try StandardStream(fileDescriptor: descriptors[1]).write(text)
        close(descriptors[1])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = read(descriptors[0], &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        #expect(String(decoding: received, as: UTF8.self) == text)
    }

    @Test("A pipe whose reader is gone throws StandardOutputFailure")
    func closedPipe() {
        signal(SIGPIPE, SIG_IGN)
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        close(descriptors[0])
        defer { close(descriptors[1]) }
        let error = #expect(throws: StandardOutputFailure.self) {
            try StandardStream(fileDescriptor: descriptors[1]).write("lost\n")
        }
        #expect(error?.errorNumber == EPIPE)
    }
}
