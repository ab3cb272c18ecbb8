#if canImport(Glibc)
    import Glibc
#endif

/// The C allocator's settings for a command that runs once and exits.
enum Allocator {
    /// Keeps memory the process frees for its own next allocations instead of handing it back to
    /// the kernel at once (glibc only; elsewhere nothing changes).
    ///
    /// A form's fields are built on worker threads in buffers that are freed and allocated again
    /// step after step. With glibc's defaults each worker's heap shrank after a step and grew again
    /// in the next (460 `mprotect` calls for a 200-field form), and every page it got back was a
    /// new page fault: 3,480 of them against 2,560 with these settings, and a third of the system
    /// time. A one-shot process loses nothing by keeping the memory until it exits (peak RSS moves
    /// by under 5%); the long-running `mcp` server keeps glibc's defaults.
    ///
    /// `mallopt` is looked up at run time because the Glibc module does not export `malloc.h`.
    static func keepFreedMemory() {
        #if canImport(Glibc)
            typealias SetOption = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: SetOption.self)
            // M_TOP_PAD (-2): grow and trim each heap 16 MB at a time, so a heap that shrinks after
            // a step does not give back what the next step takes again.
            _ = mallopt(-2, 16 << 20)
            // M_MMAP_THRESHOLD (-3): setting the pad turns off glibc's adaptive threshold for
            // mapping a block of its own, so set it to the most glibc allows on 64-bit: a file-sized
            // buffer comes from the heap and is reused, not mapped, faulted in and unmapped.
            _ = mallopt(-3, 32 << 20)
        #endif
    }
}
