#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call, by its `errno`.
public struct SystemError: Error, CustomStringConvertible, Sendable {
    public let code: Int32
    /// Words of a11y-gen's own where the system's would mislead (a named pipe that no one writes to
    /// times out: "connection timed out" would send people to the network).
    var detail: String?

    public init(code: Int32) { self.code = code }

    init(code: Int32, detail: String) {
        self.code = code
        self.detail = detail
    }

    /// The system's text for the code, starting lowercase to sit inside a sentence ("no such file or directory").
    public var description: String {
        if let detail { return detail }
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}

/// A write refused because the file access in use only reads.
struct WriteRefused: Error, CustomStringConvertible, Sendable {
    let path: String
    var description: String { "writing is not allowed here" }
}

/// Short text for an error from reading or writing a file, to put in parentheses after what failed.
/// The system's words for the underlying `errno` where there is one (the same on Linux and macOS),
/// instead of Foundation's localized sentence, which repeats the path and differs by platform.
func errorText(_ error: any Error) -> String {
    if let error = error as? SystemError { return error.description }
    return String(describing: error)
}
