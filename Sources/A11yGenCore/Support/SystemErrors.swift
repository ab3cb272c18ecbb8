#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    public init(code: Int32) { self.code = code }

    /// The system's text for the code, starting lowercase to sit inside a sentence ("no such file or directory").
    public var description: String {
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
    if let error = error as? POSIXError { return SystemError(code: error.code.rawValue).description }
    #if canImport(FoundationEssentials)
        if let error = error as? CocoaError {
            if let underlying = error.userInfo["NSUnderlyingError"] as? POSIXError {
                return SystemError(code: underlying.code.rawValue).description
            }
            return fileErrorText(error.code) ?? "file error \(error.code.rawValue)"
        }
    #else
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return SystemError(code: Int32(underlying.code)).description
        }
        if let error = error as? CocoaError {
            return fileErrorText(error.code) ?? nsError.localizedDescription
        }
    #endif
    return String(describing: error)
}

/// The system's words for the file errors Foundation reports without an `errno` under them.
private func fileErrorText(_ code: CocoaError.Code) -> String? {
    switch code {
    case .fileNoSuchFile, .fileReadNoSuchFile: SystemError(code: ENOENT).description
    case .fileReadNoPermission, .fileWriteNoPermission: SystemError(code: EACCES).description
    case .fileWriteOutOfSpace: SystemError(code: ENOSPC).description
    case .fileWriteVolumeReadOnly: SystemError(code: EROFS).description
    case .fileWriteFileExists: SystemError(code: EEXIST).description
    default: nil
    }
}
