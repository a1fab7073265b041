#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libturbojpeg's compressor, loaded with dlopen as the decoder loads its half, so the tests make
/// their JPEGs with the library the program reads them with and the build needs no libjpeg headers.
struct TurboJPEGCompressor: @unchecked Sendable {
    /// TurboJPEG's pixel formats (`TJPF_*`) the helpers compress from.
    enum PixelFormat: Int32 {
        case rgba = 7
        case cmyk = 11
    }

    private typealias InitCompress = @convention(c) () -> UnsafeMutableRawPointer?
    private typealias Compress =
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32, Int32, Int32, Int32,
            UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<CUnsignedLong>?, Int32, Int32,
            Int32
        ) -> Int32
    private typealias Free = @convention(c) (UnsafeMutablePointer<UInt8>?) -> Void
    private typealias Destroy = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias ErrorText = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>?

    private let initCompress: InitCompress
    private let compress: Compress
    private let free: Free
    private let destroy: Destroy
    private let errorText: ErrorText

    /// Loaded once, by the first test to make a JPEG.
    static let shared = TurboJPEGCompressor()

    private init() {
        #if canImport(Darwin)
            let name = "libturbojpeg.0.dylib"
        #else
            let name = "libturbojpeg.so.0"
        #endif
        guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            preconditionFailure(
                "TestImages needs \(name) to make JPEGs (\(reason)): install the Debian package libturbojpeg0")
        }
        func function<Function>(_ symbol: String, as type: Function.Type) -> Function {
            guard let address = dlsym(library, symbol) else {
                preconditionFailure("\(name) lacks \(symbol), which TestImages needs to make JPEGs")
            }
            return unsafeBitCast(address, to: type)
        }
        initCompress = function("tjInitCompress", as: InitCompress.self)
        compress = function("tjCompress2", as: Compress.self)
        free = function("tjFree", as: Free.self)
        destroy = function("tjDestroy", as: Destroy.self)
        errorText = function("tjGetErrorStr2", as: ErrorText.self)
    }

    /// `width` × `height` pixels of `format` (four bytes each) as a baseline JPEG of `quality` (1 to
    /// 100) without chroma subsampling (4:4:4), so a solid block keeps its colour.
    func jpeg(_ pixels: [UInt8], width: Int, height: Int, format: PixelFormat, quality: Int) -> [UInt8] {
        precondition(pixels.count == width * height * 4, "\(pixels.count) bytes are not \(width)×\(height) pixels")
        guard let handle = initCompress() else {
            preconditionFailure("libturbojpeg could not start a compressor")
        }
        defer { _ = destroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: CUnsignedLong = 0
        let code = pixels.withUnsafeBufferPointer { source in
            compress(
                handle, source.baseAddress, Int32(width), Int32(width * 4), Int32(height), format.rawValue, &output,
                &size, 0, Int32(quality), 0)
        }
        defer { free(output) }
        guard code == 0, let output else {
            let reason = errorText(handle).map { String(cString: $0) } ?? "unknown reason"
            preconditionFailure("libturbojpeg could not compress \(width)×\(height) pixels: \(reason)")
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
