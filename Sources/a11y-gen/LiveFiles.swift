import A11yGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Real file access for the executable: writes go to a temporary file in the same folder, which
/// then replaces the target with rename(2), so a failed or interrupted run never leaves half a file.
struct LiveFiles: FileAccess {
    func read(_ path: String) throws -> [UInt8] { try SystemFiles.read(path) }

    func readIfPresent(_ path: String) throws -> [UInt8]? {
        SystemFiles.exists(path) ? try read(path) : nil
    }

    func writeAtomically(_ data: [UInt8], to path: String) throws {
        try commit(try stage(data, for: path))
    }

    func stage(_ data: [UInt8], for path: String) throws -> StagedWrite {
        let target = Self.destination(of: path)
        let folder = PathText.deletingLastComponent(target)
        let name = ".\(PathText.lastComponent(target)).a11y-gen-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        let temporary = folder.isEmpty ? name : folder + "/" + name
        // The file replaced keeps its permissions (a private 600 stays private), and one made
        // read-only (a team's generated files, a Perforce file not checked out) is not replaced.
        var existing = stat()
        let replaces = stat(target, &existing) == 0
        if let problem = Self.writeProblem(target: target, status: replaces ? existing : nil) {
            throw WriteProblem(description: problem)
        }
        Self.removeLeftovers(of: target)
        try SystemFiles.writeNew(data, to: temporary)
        if replaces, chmod(temporary, existing.st_mode & 0o7777) != 0 {
            let code = errno
            SystemFiles.remove(temporary)
            throw SystemError(code: code)
        }
        // And its owner, where the process may give it (root, as a CI container or sudo runs): a
        // private file of someone else's would otherwise become root's and unreadable to them (rev48).
        if replaces, existing.st_uid != geteuid() || existing.st_gid != getegid() {
            _ = chown(temporary, existing.st_uid, existing.st_gid)
        }
        return StagedWrite(path: path, temporary: temporary, data: data)
    }

    func writeProblem(_ path: String) -> String? {
        let target = Self.destination(of: path)
        var status = stat()
        return Self.writeProblem(target: target, status: stat(target, &status) == 0 ? status : nil)
    }

    /// A target file without write permission: renaming over it would succeed (the folder is
    /// writable) and undo what its owner set. No write bit for anyone counts too: root may write
    /// anything, but the file says read-only. And a folder that cannot be written: the temporary
    /// file is made beside the target, so the folder is named, not the file.
    static func writeProblem(target: String, status: stat?) -> String? {
        if let status, status.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
            return "it is read-only; make it writable first, as for any edit"
        }
        let folder = PathText.deletingLastComponent(target)
        if access(folder.isEmpty ? "." : folder, W_OK | X_OK) != 0 {
            return
                "the folder \(folder.isEmpty ? "." : folder) cannot be written, and a11y-gen writes a temporary file there and renames it over the target; make the folder writable"
        }
        return nil
    }

    struct WriteProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// Temporary files a run killed between writing and renaming left beside `target`
    /// (`.SignUpForm.swift.a11y-gen-<pid>-<n>.tmp`, nu20 #2: a CI timeout or Xcode's Stop), removed
    /// once their process is gone; a run still writing (its pid alive) keeps its own.
    static func removeLeftovers(of target: String) {
        let folder = PathText.deletingLastComponent(target)
        let prefix = ".\(PathText.lastComponent(target)).a11y-gen-"
        guard let names = try? SystemFiles.contentsOfDirectory(folder.isEmpty ? "." : folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }  // alive (EPERM: someone else's, alive)
            // And at least ten minutes old: a process in another PID namespace (a container sharing
            // the checkout) looks dead from here while it writes (rev49).
            let path = folder.isEmpty ? name : folder + "/" + name
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            #if canImport(Darwin)
                let modified = status.st_mtimespec.tv_sec
            #else
                let modified = status.st_mtim.tv_sec
            #endif
            guard time(nil) - modified > 600 else { continue }
            SystemFiles.remove(path)
        }
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
        if let temporary = staged.temporary { SystemFiles.remove(temporary) }
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
            // A relative target is relative to the link's folder.
            let folder = PathText.deletingLastComponent(current)
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
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
        try SystemFiles.createDirectory(path)
    }
}
