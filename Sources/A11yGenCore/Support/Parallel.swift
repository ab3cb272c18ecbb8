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

    /// The cores this process may use, read once: the online processors, fewer when the process may
    /// run on fewer (a cpuset: `taskset`, `docker --cpuset-cpus`) or a Linux control group's CPU quota
    /// allows less (`docker --cpus=2`, cgroup v2's `cpu.max` or v1's `cfs_quota_us`), so a form is not
    /// spread over more threads than a container's cores.
    static let coreCount: Int = {
        let online = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #if os(Linux)
            return usableCores(
                online: online, affinity: affinityCount(),
                quota: cgroupQuota(read: text(at:)))
        #else
            return usableCores(online: online, affinity: nil, quota: nil)
        #endif
    }()

    /// The fewest of what is online, what the process may run on and what its quota allows; at least 1.
    static func usableCores(online: Int, affinity: Int?, quota: Int?) -> Int {
        max(1, [online, affinity ?? online, quota ?? online].min() ?? 1)
    }

    /// The processors the scheduler lets this process run on, from `Cpus_allowed` in
    /// /proc/self/status (the mask sched_getaffinity(2) gives, which Glibc's Swift module does not
    /// export); nil when unknown.
    static func affinityCount() -> Int? {
        text(at: "/proc/self/status").flatMap(allowedCount(status:))
    }

    /// A kernel file's text (/proc, /sys), nil when it cannot be read.
    static func text(at path: String) -> String? {
        (try? SystemFiles.read(path)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bits set in a status file's `Cpus_allowed:` mask ("ff", "00000000,0000000f"); nil without one.
    static func allowedCount(status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else {
            return nil
        }
        var count = 0
        for character in line.dropFirst("Cpus_allowed:".count)
        where character != "," && character != " " && character != "\t" {
            guard let digit = character.hexDigitValue else { return nil }
            count += digit.nonzeroBitCount
        }
        return count > 0 ? count : nil
    }

    /// The cores a cgroup's CPU quota allows, rounded up (v2's `cpu.max`: "max 100000" is no quota,
    /// "200000 100000" two cores; v1's `cfs_quota_us`, where -1 is none, over `cfs_period_us`); nil
    /// without a quota. `read` gives a file's text, nil when it cannot be read.
    static func cgroupQuota(read: (String) -> String?) -> Int? {
        func numbers(_ path: String) -> [Substring]? {
            read(path).map { $0.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
        }
        func cores(quota: Int?, period: Int?) -> Int? {
            guard let quota, let period, quota > 0, period > 0 else { return nil }
            return (quota + period - 1) / period
        }
        if let max = numbers("/sys/fs/cgroup/cpu.max") {
            return max.count == 2 ? cores(quota: Int(max[0]), period: Int(max[1])) : nil
        }
        if let quota = numbers("/sys/fs/cgroup/cpu/cpu.cfs_quota_us")?.first,
            let period = numbers("/sys/fs/cgroup/cpu/cpu.cfs_period_us")?.first
        {
            return cores(quota: Int(quota), period: Int(period))
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
