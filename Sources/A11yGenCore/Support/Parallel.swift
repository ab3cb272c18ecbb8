#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Independent pieces of work spread over the machine's cores: the files `check` reads, the fields
/// of a large form. Results come back in input order, so what runs where never changes the output.
enum Parallel {
    /// Stack size of the worker threads: parsing recurses up to `Parser.maximumDepth`, which needs
    /// more than the 512 KB macOS gives secondary threads in a debug build, so the workers are our
    /// own threads rather than Dispatch's.
    static let stackSize = 8 << 20

    /// The cores this process may use, read once: the online processors, fewer when a Linux control
    /// group's CPU quota allows less (a container given 2 of 16 cores), as Foundation counted them.
    static let coreCount: Int = {
        let online = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #if os(Linux)
            if let quota = cgroupQuota() { return max(1, min(online, quota)) }
        #endif
        return online
    }()

    /// The cores a cgroup's CPU quota allows, rounded up (v2's `cpu.max`, v1's `cfs_quota_us` and
    /// `cfs_period_us`); nil without a quota.
    static func cgroupQuota() -> Int? {
        func numbers(_ path: String) -> [Int]? {
            guard let bytes = try? SystemFiles.read(path) else { return nil }
            return String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
                .compactMap { Int($0) }
        }
        func cores(quota: Int, period: Int) -> Int? {
            quota > 0 && period > 0 ? (quota + period - 1) / period : nil
        }
        if let max = numbers("/sys/fs/cgroup/cpu.max") {
            // "max 100000" (no quota) reads as one number, the period.
            return max.count == 2 ? cores(quota: max[0], period: max[1]) : nil
        }
        if let quota = numbers("/sys/fs/cgroup/cpu/cpu.cfs_quota_us")?.first,
            let period = numbers("/sys/fs/cgroup/cpu/cpu.cfs_period_us")?.first
        {
            return cores(quota: quota, period: period)
        }
        return nil
    }

    /// Runs `body` for `0..<count` on one thread per core (at least one, each with a known stack).
    static func forEach(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let next = IndexCounter()
        let work: @Sendable () -> Void = {
            while let index = next.take(below: count) { body(index) }
        }
        var workers: [WorkerThread] = []
        for _ in 0..<min(count, coreCount) {
            // Without a thread the work still gets done, here, on the stack this thread has.
            guard let worker = WorkerThread(stackSize: stackSize, work) else { break }
            workers.append(worker)
        }
        if workers.isEmpty { work() }
        for worker in workers { worker.join() }
    }

    /// `body` of each of `0..<count`, in order, computed on the worker threads; with fewer than
    /// `inlineBelow` items, here, one after another (starting threads costs more than a few small items).
    static func map<T: Sendable>(_ count: Int, inlineBelow: Int = 0, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count >= inlineBelow else { return (0..<count).map(body) }
        let slots = Slots<T>(count: count)
        forEach(count) { index in slots.set(index, body(index)) }
        return slots.values()
    }
}

/// Hands out the indices `0..<limit` to the workers, each once.
private final class IndexCounter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}

/// Per-index result storage for the workers: each index is written by exactly one of them.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var storage: [T?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) {
        lock.withLock { storage[index] = value }
    }

    /// Every result; called after the workers joined, when every index holds one.
    func values() -> [T] {
        lock.withLock { storage.map { $0! } }
    }
}
