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
        try commit(try stage(data, for: path))
    }

    func stage(_ data: Data, for path: String) throws -> StagedWrite {
        let target = URL(fileURLWithPath: Self.destination(of: path))
        let temporary = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).a11y-gen-\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return StagedWrite(path: path, temporary: temporary.path, data: data)
    }

    func commit(_ staged: StagedWrite) throws {
        guard let temporary = staged.temporary else { return try writeAtomically(staged.data, to: staged.path) }
        guard rename(temporary, Self.destination(of: staged.path)) == 0 else {
            let code = errno
            discard(staged)
            throw SystemError(code: code)
        }
    }

    func discard(_ staged: StagedWrite) {
        if let temporary = staged.temporary { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// Where a write to `path` lands: the file a symbolic link points at, so the link stays a link and
    /// its target is the file that changes (rename(2) onto the link itself would replace the link).
    /// A link whose target does not exist yet (a dangling link) is followed too: the write creates
    /// the target, as `echo > link` does, rather than replacing the link someone made.
    static func destination(of path: String) -> String {
        var current = path
        for _ in 0..<40 {  // the kernel's own limit on links followed in one lookup (ELOOP)
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            if let resolved = realpath(current, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
            guard let target = linkTarget(current) else { return current }
            current =
                target.hasPrefix("/")
                ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
        }
        return current
    }

    /// What the symbolic link at `path` holds (readlink(2)), nil when it cannot be read.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func createDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
}
