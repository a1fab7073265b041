import Foundation
import Testing

/// The live transport's promises that only the real binary can show: libcurl is loaded for a
/// request and never before, and the usual proxy variables are honoured.
@Suite("The HTTP client, end to end")
struct HTTPClientEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// The libraries the dynamic loader loaded during a run, from its `LD_DEBUG=libs` lines.
    private func loadedLibraries(_ run: PopcornRun) -> [String] {
        run.stderrLines.compactMap { line in
            guard let range = line.range(of: "calling init: ") else {
                return nil
            }
            return String(line[range.upperBound...])
        }
    }

    #if os(Linux)  // LD_DEBUG is glibc's dynamic loader's.
        @Test("A command answered by the catalog or the cache never loads libcurl; a request to TMDb does")
        func loadsLibcurlOnlyForARequest() async throws {
            let catalog = try await runner.run(
                ["movie", "550", "--source", "catalog"], environment: ["LD_DEBUG": "libs"])
            #expect(catalog.status == 0, "\(catalog)")
            #expect(!loadedLibraries(catalog).isEmpty, "LD_DEBUG said nothing: \(catalog.stderr.prefix(500))")
            #expect(!loadedLibraries(catalog).contains { $0.contains("libcurl") }, "\(loadedLibraries(catalog))")

            let server = try LoopbackTMDbServer(router: LiveTMDbEndToEndTests.tmdb)
            let live = try await runner.run(
                ["movie", String(TMDbFixtures.movieID)],
                environment: ["TMDB_API_KEY": "k", "TMDB_API_BASE_URL": server.baseURL, "LD_DEBUG": "libs"])
            #expect(live.status == 0, "\(live.stdout)")
            #expect(loadedLibraries(live).contains { $0.contains("libcurl") }, "\(loadedLibraries(live))")
        }
    #endif

    @Test("http_proxy sends the request through the proxy, and no_proxy goes around it")
    func honoursTheProxyVariables() async throws {
        let proxy = try LoopbackTMDbServer(router: LiveTMDbEndToEndTests.tmdb)
        // .invalid never resolves (RFC 6761): only the proxy can answer for it.
        let environment = [
            "TMDB_API_KEY": "k", "TMDB_API_BASE_URL": "http://tmdb.invalid/3",
            "http_proxy": "http://127.0.0.1:\(proxy.port)",
        ]

        let proxied = try await runner.run(["movie", String(TMDbFixtures.movieID)], environment: environment)
        #expect(proxied.status == 0, "\(proxied)")
        #expect(proxied.stdoutLines.first == "The Loopback (2001)", "\(proxied)")
        #expect(
            proxy.requests.contains { $0.proxiedHost == "tmdb.invalid" && $0.path == LiveTMDbEndToEndTests.moviePath })

        var around = environment
        around["no_proxy"] = "tmdb.invalid"
        let direct = try await runner.run(["movie", "13", "--refresh"], environment: around)
        #expect(direct.status == 69, "\(direct)")
        #expect(direct.stderr.contains("host not found"), "\(direct)")
    }
}

extension HTTPClientEndToEndTests {
    @Test("TMDb is reached over TLS with its certificate checked: an unknown authority exits 69, a trusted one answers")
    func checksTheCertificate() async throws {
        let server = try await LoopbackTLSServer.start(files: [
            "configuration": TMDbFixtures.configuration, "movie/\(TMDbFixtures.movieID)": TMDbFixtures.movieDetails,
        ])
        let environment = ["TMDB_API_KEY": "k", "TMDB_API_BASE_URL": server.baseURL]

        let untrusted = try await runner.run(["movie", String(TMDbFixtures.movieID)], environment: environment)
        #expect(untrusted.status == 69, "\(untrusted)")
        #expect(untrusted.stderr.contains("the TLS certificate was not accepted"), "\(untrusted)")

        var trusting = environment
        trusting["SSL_CERT_FILE"] = server.certificateFile.path
        let trusted = try await runner.run(["movie", String(TMDbFixtures.movieID)], environment: trusting)
        #expect(trusted.status == 0, "\(trusted)")
        #expect(trusted.stdoutLines.first == "The Loopback (2001)", "\(trusted)")
    }
}
