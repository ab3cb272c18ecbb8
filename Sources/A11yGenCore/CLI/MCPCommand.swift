#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `a11y-gen mcp`: the MCP server on standard input and output.
struct MCPCommand {
    static let help = Arguments.helpText(
        usage: "a11y-gen mcp",
        overview: """
            Serve a11y-gen's tools (generate_field, generate_form, check_swift, list_types, explain_rule) to an AI \
            agent over the Model Context Protocol: newline-delimited JSON-RPC 2.0 on standard input and output, \
            revisions 2025-06-18 and 2025-11-25 (initialize) and 2026-07-28 (server/discover, per-request _meta). \
            Standard output carries only protocol messages; logs go to standard error. The server writes no files \
            and exits when standard input closes.
            """,
        options: [],
        footer: """
            REGISTER IT (see the README for other clients):
              claude mcp add a11y-gen -- /path/to/a11y-gen mcp
            """)

    func run(_ argv: [String]) -> ToolOutput {
        if argv.contains("--help") || argv.contains("-h") { return ToolOutput(stdout: Self.help) }
        return CommandLineTool().usageError(
            argv.isEmpty
                ? "'mcp' serves over this process's standard input and output; run the a11y-gen executable"
                : "'mcp' takes no arguments (got '\(argv[0])')", command: "mcp")
    }
}

/// The stdio loop around `MCPServer`. A reader thread splits standard input into lines, decodes
/// each once, notes cancellations at once and answers a `ping` at once (`MCPServer.promptReply`),
/// even while a tool call runs; a worker answers the other lines in order. A cancellation applies
/// to a request with its id that is still unanswered when it arrives: one waiting is skipped, and
/// the answer to one running is dropped. A cancellation of an id already answered (the client's
/// timeout crossing the answer) or never seen is ignored, and an id is free again once its request
/// is answered, skipped or dropped: 2026-07-28 lets a client reuse an answered id. A 2026-07-28
/// `subscriptions/listen` is acknowledged and then held, its id unanswered, until a cancellation closes
/// it (`MCPServer.openSubscriptions`). At end of input
/// the lines already read are answered, then the loop returns. The two threads write whole lines
/// under one lock, so answers never interleave.
public struct MCPStdio {
    public init() {}

    public func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let inbox = Inbox()
        let log: @Sendable (String) -> Void = { message in
            Self.logLine("a11y-gen mcp: \(message)")
        }
        log(
            "a11y-gen \(Generator.version) serving MCP \((MCPServer.legacyVersions + MCPServer.modernVersions).joined(separator: ", ")) on standard input and output"
        )
        let output = Output()
        let serve: @Sendable () -> Void = {
            let server = MCPServer(log: log)
            while let incoming = inbox.next() {
                // The cancellation of an open subscription closes it, and frees its id.
                if let cancelled = incoming.cancelledRequestID, server.closeSubscription(cancelled) {
                    _ = inbox.finish(cancelled)
                    continue
                }
                let id = incoming.requestID
                if let id, inbox.skipIfCancelled(id) {
                    log("skipped cancelled request \(MCPJSON.encode(id))")
                    continue
                }
                // A request that reuses an open subscription's id is answered (refused) like any other;
                // only the request that opens one is held.
                let opens = id.map { !server.isOpenSubscription($0) } ?? false
                server.cancellation = id.map { inbox.start($0) }
                let line = server.respond(to: incoming)
                server.cancellation = nil
                // A subscription acknowledged stays open, its id unanswered, until it is cancelled; one
                // cancelled while it was being acknowledged is closed at once, and nothing is written.
                if opens, let id, server.isOpenSubscription(id), let line {
                    guard inbox.hold(id) else {
                        _ = server.closeSubscription(id)
                        continue
                    }
                    guard output.write(line) else { Self.stop(log) }
                    continue
                }
                // Finished before it is written: a client may reuse the id as soon as it reads the answer.
                if let id, inbox.finish(id) {
                    log("dropped the answer to cancelled request \(MCPJSON.encode(id))")
                    continue
                }
                guard let line else { continue }
                guard output.write(line) else { Self.stop(log) }
            }
        }
        // The worker answers while this thread reads; parsing Swift for check_swift recurses deeply,
        // so it gets the check engine's stack. Without a thread, the lines are answered after input ends.
        let worker = WorkerThread(stackSize: Parallel.stackSize, serve)
        readLines { incoming in
            // Only with a worker: without one, every line is answered in order after input ends.
            if worker != nil, let reply = MCPServer.promptReply(to: incoming) {
                if !output.write(reply) { Self.stop(log) }
            } else if !inbox.add(incoming), let id = incoming.cancelledRequestID {
                log(
                    "ignored the cancellation of request \(MCPServer.shorten(MCPJSON.encode(id))): no request with that id is waiting or running"
                )
            }
        }
        inbox.close()
        if let worker { worker.join() } else { serve() }
        Self.logDroppedCount()
        return 0
    }

    /// The client closed standard output: no answer can reach it, so the process ends now rather
    /// than waiting for standard input to close as well (the MCP review: it said "stopping" and went
    /// on reading).
    private static func stop(_ log: (String) -> Void) -> Never {
        // The reader and the worker may both find it closed: one of them ends the process (exit(3)
        // from two threads at once is undefined), the other waits here until it has.
        stopLock.lock()
        log("standard output is closed; stopping")
        exit(0)
    }

    private static let stopLock = Lock()

    /// The most bytes one log write holds (a line, and the count of dropped lines before it); longer
    /// ones are cut. Short enough that a write into a pipe with room for it does not wait (Darwin's
    /// pipes promise 512 bytes, Linux's a page).
    static let logLineLimit = 500

    /// Writes one log line to standard error unless that would wait. A client that never reads the
    /// server's standard error fills the pipe (64 KiB on Linux, about 1,800 failed tool calls' lines),
    /// and a blocking write then stopped every tool call while `ping` was still answered (the MCP
    /// review). The line is dropped instead, and the next one written says how many were.
    static func logLine(_ line: String) {
        logLock.lock()
        defer { logLock.unlock() }
        var descriptor = pollfd(fd: 2, events: Int16(POLLOUT), revents: 0)
        guard poll(&descriptor, 1, 0) == 1, descriptor.revents & Int16(POLLOUT) != 0,
            descriptor.revents & Int16(POLLERR | POLLHUP) == 0
        else {
            droppedLogLines += 1
            return
        }
        var text =
            droppedLogLines > 0 ? "a11y-gen mcp: (\(droppedLogLines) log lines dropped: standard error was full)\n" : ""
        droppedLogLines = 0
        text += line
        // The whole write, the count included, fits the limit; cut between characters, never inside one.
        if text.utf8.count > logLineLimit {
            var cut = ""
            var bytes = 0
            for scalar in text.unicodeScalars {
                bytes += String(scalar).utf8.count
                if bytes > logLineLimit - 4 { break }
                cut.unicodeScalars.append(scalar)
            }
            text = cut + "…"
        }
        StandardStreams.writeAll(text + "\n", to: 2)
    }

    /// At the end of input: says how many log lines were dropped since the last one written, if
    /// standard error has room now (a client that reads it only at the end still learns of them).
    static func logDroppedCount() {
        logLock.lock()
        let dropped = droppedLogLines
        logLock.unlock()
        if dropped > 0 { logLine("a11y-gen mcp: input ended") }
    }

    private static let logLock = Lock()
    nonisolated(unsafe) private static var droppedLogLines = 0

    /// Reads standard input to its end, handing over each line decoded; a line longer than the
    /// limit is counted, not kept.
    private func readLines(_ deliver: (MCPIncoming) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line: [UInt8] = []
        var tail: [UInt8] = []
        var overflow = 0
        func finish() {
            deliver(
                overflow > 0
                    ? .tooLong(
                        bytes: overflow,
                        id: MCPIncoming.readableID(line[...])
                            ?? MCPIncoming.trailingID(tail.suffix(MCPIncoming.idPrefixBytes)))
                    : .decode(line))
            line.removeAll(keepingCapacity: line.count < 1 << 20)
            tail.removeAll(keepingCapacity: true)
            overflow = 0
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                append(buffer[start..<index], to: &line, tail: &tail, overflow: &overflow)
                finish()
                start = index + 1
            }
            append(buffer[start..<count], to: &line, tail: &tail, overflow: &overflow)
        }
        if !line.isEmpty || overflow > 0 { finish() }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], tail: inout [UInt8], overflow: inout Int) {
        if overflow > 0 {
            overflow += bytes.count
            // The end too (the TypeScript SDK writes the id last), kept to its last 64 KiB.
            tail += bytes
            if tail.count > 2 * MCPIncoming.idPrefixBytes { tail.removeFirst(tail.count - MCPIncoming.idPrefixBytes) }
        } else if line.count + bytes.count > MCPServer.maxLineBytes {
            overflow = line.count + bytes.count
            // Both ends are kept to find the request's id in: the error then names it.
            tail = Array((line.suffix(MCPIncoming.idPrefixBytes) + bytes).suffix(MCPIncoming.idPrefixBytes))
            var kept = Array(line.prefix(MCPIncoming.idPrefixBytes))
            if kept.count < MCPIncoming.idPrefixBytes { kept += bytes.prefix(MCPIncoming.idPrefixBytes - kept.count) }
            line = kept
        } else {
            line += bytes
        }
    }

    /// Standard output, one whole line at a time, for the reader's prompt answers and the worker's.
    final class Output: @unchecked Sendable {
        private let lock = Lock()

        func write(_ line: String) -> Bool {
            lock.withLock { StandardStreams.writeAll((line + "\n").utf8, to: 1) }
        }
    }

    /// Lines waiting for the worker, and the requests not yet answered with those of them cancelled;
    /// shared by the two threads. Each check of a cancellation and the end of a request happen under
    /// one lock, so a cancellation racing with an answer either drops it or is ignored, and no id
    /// stays blocked.
    final class Inbox: @unchecked Sendable {
        private let condition = Condition()
        private var queue: [MCPIncoming] = []
        private var head = 0
        private var closed = false
        /// How many requests with each id are waiting or running: one, unless a client reused an id
        /// it had not had answered.
        private var unanswered: [JSONValue: Int] = [:]
        /// The ids in `unanswered` that a cancellation named.
        private var cancelled: Set<JSONValue> = []
        /// The request the worker is answering, with the cancellation its work watches.
        private var running: (id: JSONValue, cancellation: Cancellation)?

        /// Queues a line; false when it is a cancellation that names no unanswered request, which
        /// is ignored (the line is still queued, for the server to log).
        func add(_ incoming: MCPIncoming) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            var applies = true
            if let id = incoming.requestID { unanswered[id, default: 0] += 1 }
            if let id = incoming.cancelledRequestID {
                if unanswered[id] != nil { cancelled.insert(id) } else { applies = false }
                // The request being answered stops its work (a check of a large file), as the
                // protocol asks; its answer is dropped when it returns.
                if let running, running.id == id { running.cancellation.cancel() }
            }
            queue.append(incoming)
            condition.signal()
            return applies
        }

        func close() {
            condition.lock()
            closed = true
            condition.signal()
            condition.unlock()
        }

        /// The next line, waiting for one; nil once input has ended and every line was taken.
        func next() -> MCPIncoming? {
            condition.lock()
            defer { condition.unlock() }
            while head == queue.count, !closed { condition.wait() }
            guard head < queue.count else { return nil }
            let incoming = queue[head]
            head += 1
            if head > 1024, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
            return incoming
        }

        /// Before the worker starts a request: true when it was cancelled while it waited, and then it
        /// is over (skipped), its id free again.
        func skipIfCancelled(_ id: JSONValue) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            return cancelled.contains(id) && end(id)
        }

        /// The worker starts answering a request: its cancellation, set at once if one already came.
        func start(_ id: JSONValue) -> Cancellation {
            condition.lock()
            defer { condition.unlock() }
            let cancellation = Cancellation()
            if cancelled.contains(id) { cancellation.cancel() }
            running = (id, cancellation)
            return cancellation
        }

        /// The worker has acknowledged a subscription: it stops running but stays unanswered, so its
        /// cancellation applies (and is not logged as ignored) until `finish` ends it. False when a
        /// cancellation came while it was being acknowledged: then it is over, its id free again.
        func hold(_ id: JSONValue) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            if cancelled.contains(id) {
                _ = end(id)
                return false
            }
            if let running, running.id == id { self.running = nil }
            return true
        }

        /// Once the worker has answered a request, before the answer is written: ends it, and says
        /// whether it was cancelled, so the answer is dropped. A cancellation that comes later finds
        /// no unanswered request and is ignored.
        func finish(_ id: JSONValue) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            return end(id)
        }

        /// Ends one request with `id` (the lock held); whether a cancellation had named it.
        private func end(_ id: JSONValue) -> Bool {
            if let running, running.id == id { self.running = nil }
            if let count = unanswered[id], count > 1 { unanswered[id] = count - 1 } else { unanswered[id] = nil }
            return cancelled.remove(id) != nil
        }
    }
}
