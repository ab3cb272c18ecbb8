import Foundation

@testable import A11yGenCore

/// Files in memory, so the project commands run without touching disk; it counts writes, so a test
/// can tell "unchanged" from "rewritten with the same bytes".
final class MemoryFiles: FileAccess, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]
    private var folders: Set<String> = [""]
    private(set) var writes: [String] = []
    /// Paths whose write fails, as a read-only folder or a full disk would make it.
    var unwritable: Set<String> = []

    init(_ files: [String: String] = [:]) {
        for (path, text) in files { put(text, at: path) }
    }

    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    func put(_ text: String, at path: String) {
        lock.withLock {
            let key = Self.normalized(path)
            files[key] = Array(text.utf8)
            var folder = (key as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                folders.insert(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
    }

    func text(_ path: String) -> String? {
        lock.withLock { files[Self.normalized(path)].map { String(decoding: $0, as: UTF8.self) } }
    }

    var paths: [String] { lock.withLock { files.keys.sorted() } }

    func kind(of path: String) -> FileKind {
        let key = Self.normalized(path)
        return lock.withLock { files[key] != nil ? .file : folders.contains(key) ? .directory : .missing }
    }

    func read(_ path: String) throws -> [UInt8] {
        guard let data = lock.withLock({ files[Self.normalized(path)] }) else {
            throw SystemError(code: ENOENT)
        }
        return data
    }

    func readIfPresent(_ path: String) throws -> [UInt8]? { lock.withLock { files[Self.normalized(path)] } }

    func writeAtomically(_ data: [UInt8], to path: String) throws {
        let key = Self.normalized(path)
        try lock.withLock {
            guard folders.contains((key as NSString).deletingLastPathComponent) else {
                throw SystemError(code: ENOENT)
            }
            files[key] = data
            writes.append(key)
        }
    }

    /// Staging is where a real write fails; an unwritable path fails here, before anything changes.
    func stage(_ data: [UInt8], for path: String) throws -> StagedWrite {
        if unwritable.contains(Self.normalized(path)) {
            throw SystemError(code: EACCES)
        }
        return StagedWrite(path: path, temporary: nil, data: data)
    }

    func contentsOfDirectory(_ path: String) throws -> [String] {
        let key = Self.normalized(path)
        return lock.withLock {
            let prefix = key.isEmpty ? "" : key + "/"
            let names = (Array(files.keys) + Array(folders)).filter { $0.hasPrefix(prefix) && $0 != key }.map {
                String($0.dropFirst(prefix.count).split(separator: "/")[0])
            }
            return Array(Set(names))
        }
    }

    func createDirectory(_ path: String) throws {
        put("", at: Self.normalized(path) + "/.keep")
        lock.withLock { _ = files.removeValue(forKey: Self.normalized(path) + "/.keep") }
    }
}
