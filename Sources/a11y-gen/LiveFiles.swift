import A11yGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Real file access for the executable: writes go to a temporary file in the same folder, which
/// then replaces the target with rename(2), so a failed or interrupted run never leaves half a file.
struct LiveFiles: FileAccess {
    func read(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func readIfPresent(_ path: String) throws -> Data? {
        FileManager.default.fileExists(atPath: path) ? try read(path) : nil
    }

    func writeAtomically(_ data: Data, to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let directory = target.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(target.lastPathComponent).a11y-gen-\(UUID().uuidString).tmp")
        try data.write(to: temporary)
        guard rename(temporary.path, target.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw SystemError(code: code)
        }
    }

    func createDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
}
