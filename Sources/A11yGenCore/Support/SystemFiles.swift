#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system calls a11y-gen makes, straight to the C library: the tool does not load
/// Foundation (issue 14: loading it was a third of `field`'s start-up), and every failure carries
/// its `errno`, so the message is the system's own words on every platform.
public enum SystemFiles {
    /// How long a named pipe is given for its writer to write, in milliseconds.
    static let pipeWait: Int32 = 10_000

    /// The whole file at `path`.
    public static func read(_ path: String) throws(SystemError) -> [UInt8] {
        // Opened without waiting: a named pipe with no writer (left where a spec or output goes) would
        // block open(2) forever, and a build step that hangs is worse than any error (nu20 #14). A pipe
        // is then given `pipeWait` for a writer (`form <(…)` has one at once); reads wait as usual.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError(code: errno) }
        if status.st_mode & S_IFMT == S_IFDIR { throw SystemError(code: EISDIR) }
        // A pipe the shell hands over (`<(…)`, `/dev/stdin`) has its writer already, however slow;
        // only a named pipe left in a folder is given a time limit (rev49).
        if status.st_mode & S_IFMT == S_IFIFO, !path.hasPrefix("/dev/"), !path.hasPrefix("/proc/") {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var ready: Int32
            repeat { ready = poll(&waiting, 1, pipeWait) } while ready < 0 && errno == EINTR
            if ready == 0 {
                throw SystemError(
                    code: ETIMEDOUT,
                    detail: "it is a named pipe, and nothing was written to it in \(pipeWait / 1000) seconds")
            }
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        // The size is a hint (a pipe or /proc file says 0, a file may grow): the bytes it promises are
        // read straight into the result, then whatever follows a chunk at a time, until the end.
        let expected = Int(max(status.st_size, 0))
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            while count < expected {
                let read = systemRead(descriptor, buffer.baseAddress! + count, expected - count)
                if read < 0, errno == EINTR { continue }
                if read < 0 { failure = errno }
                if read <= 0 { return }
                count += read
            }
        }
        if failure != 0 { throw SystemError(code: failure) }
        // What follows (a pipe, a /proc file, a file that grew), a chunk at a time into a buffer on the
        // stack; for a regular file this is one read that finds the end.
        guard bytes.count == expected else { return bytes }
        // The closure does not throw: a typed throw through a rethrowing closure needs a newer compiler
        // than the Swift 6.0 this package allows.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16 * 1024) { chunk in
            while true {
                let count = systemRead(descriptor, chunk.baseAddress, chunk.count)
                if count < 0, errno == EINTR { continue }
                if count < 0 { failure = errno }
                if count <= 0 { return }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<count]))
            }
        }
        if failure != 0 { throw SystemError(code: failure) }
        return bytes
    }

    /// Whether anything (a file, a folder, a link to either) is at `path`.
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// What a folder entry is itself, a symbolic link not followed (lstat(2)).
    public enum EntryKind: Sendable { case directory, regular, symbolicLink, other }

    /// What is at `path` without following a final symbolic link; nil when nothing is.
    public static func entryKind(_ path: String) -> EntryKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The names in a folder (not "." or ".."), in no particular order.
    public static func contentsOfDirectory(_ path: String) throws(SystemError) -> [String] {
        guard let directory = opendir(path) else { throw SystemError(code: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates `path` and any missing parents; an existing folder is not an error.
    public static func createDirectory(_ path: String) throws(SystemError) {
        var status = stat()
        if stat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { return }
            throw SystemError(code: EEXIST)
        }
        let parent = PathText.deletingLastComponent(path)
        if !parent.isEmpty, parent != path { try createDirectory(parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST { throw SystemError(code: errno) }
    }

    /// Writes `bytes` to a new file at `path` (refused when one exists), mode 0666 less the umask (as
    /// Foundation wrote files, so a team whose umask leaves group write keeps it).
    public static func writeNew(_ bytes: [UInt8], to path: String) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(path)
                throw SystemError(code: code)
            }
            written += count
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(path)
            throw SystemError(code: code)
        }
    }

    /// Removes the file at `path`, if there is one.
    public static func remove(_ path: String) {
        unlink(path)
    }
}

/// The C library's read(2) and write(2), outside `SystemFiles`, whose methods share their names.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
