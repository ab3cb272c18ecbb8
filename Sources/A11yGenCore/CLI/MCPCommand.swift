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
/// even while a tool call runs; a worker answers the other lines in order. A request cancelled
/// before it starts is skipped, and the answer to one cancelled while it runs is dropped. At end of
/// input the lines already read are answered, then the loop returns. The two threads write whole
/// lines under one lock, so answers never interleave.
public struct MCPStdio {
    public init() {}

    public func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let inbox = Inbox()
        let log: @Sendable (String) -> Void = { message in
            StandardStreams.writeAll("a11y-gen mcp: \(message)\n".utf8, to: 2)
        }
        log(
            "a11y-gen \(Generator.version) serving MCP \((MCPServer.legacyVersions + MCPServer.modernVersions).joined(separator: ", ")) on standard input and output"
        )
        let output = Output()
        let serve: @Sendable () -> Void = {
            let server = MCPServer(log: log)
            while let incoming = inbox.next() {
                let id = incoming.requestID
                if let id, inbox.isCancelled(id) {
                    log("skipped cancelled request \(MCPJSON.encode(id))")
                    continue
                }
                guard let line = server.respond(to: incoming) else { continue }
                if let id, inbox.isCancelled(id) {
                    log("dropped the answer to cancelled request \(MCPJSON.encode(id))")
                    continue
                }
                guard output.write(line) else {
                    log("standard output is closed; stopping")
                    break
                }
            }
        }
        // The worker answers while this thread reads; parsing Swift for check_swift recurses deeply,
        // so it gets the check engine's stack. Without a thread, the lines are answered after input ends.
        let worker = WorkerThread(stackSize: Parallel.stackSize, serve)
        readLines { incoming in
            // Only with a worker: without one, every line is answered in order after input ends.
            if worker != nil, let reply = MCPServer.promptReply(to: incoming) {
                _ = output.write(reply)
            } else {
                inbox.add(incoming)
            }
        }
        inbox.close()
        if let worker { worker.join() } else { serve() }
        return 0
    }

    /// Reads standard input to its end, handing over each line decoded; a line longer than the
    /// limit is counted, not kept.
    private func readLines(_ deliver: (MCPIncoming) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line: [UInt8] = []
        var overflow = 0
        func finish() {
            deliver(overflow > 0 ? .tooLong(bytes: overflow) : .decode(line))
            line.removeAll(keepingCapacity: line.count < 1 << 20)
            overflow = 0
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                append(buffer[start..<index], to: &line, overflow: &overflow)
                finish()
                start = index + 1
            }
            append(buffer[start..<count], to: &line, overflow: &overflow)
        }
        if !line.isEmpty || overflow > 0 { finish() }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], overflow: inout Int) {
        if overflow > 0 {
            overflow += bytes.count
        } else if line.count + bytes.count > MCPServer.maxLineBytes {
            overflow = line.count + bytes.count
            line = []
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

    /// Lines waiting for the worker, and the ids of cancelled requests; shared by the two threads.
    final class Inbox: @unchecked Sendable {
        private let condition = Condition()
        private var queue: [MCPIncoming] = []
        private var head = 0
        private var closed = false
        private var cancelled: [JSONValue] = []

        func add(_ incoming: MCPIncoming) {
            condition.lock()
            if let id = incoming.cancelledRequestID { cancelled.append(id) }
            queue.append(incoming)
            condition.signal()
            condition.unlock()
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

        func isCancelled(_ id: JSONValue) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            return cancelled.contains(id)
        }
    }
}
