import Foundation
import Testing

@testable import A11yGenCore

/// A scripted MCP client: starts the built `a11y-gen mcp` and talks to it over real pipes.
final class MCPClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let condition = NSCondition()
    private var lines: [String] = []
    private var ended = false
    private var stderrData = Data()
    private var stderrEnded = false

    /// `readsStandardError: false` is a client that pipes the server's standard error and never
    /// reads it; `readsOutput: false` one that closes the server's standard output at once.
    init(readsStandardError: Bool = true, readsOutput: Bool = true) throws {
        // A write to a server that already exited must fail, not end the test process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = CLITests.binary
        process.arguments = ["mcp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        guard readsOutput else {
            try output.fileHandleForReading.close()
            condition.lock()
            ended = true
            condition.unlock()
            return
        }
        let reader = output.fileHandleForReading
        Thread { [self] in
            var pending = Data()
            while true {
                let chunk = reader.availableData
                condition.lock()
                if chunk.isEmpty {
                    ended = true
                    condition.broadcast()
                    condition.unlock()
                    return
                }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending = Data(pending[(newline + 1)...])
                }
                condition.broadcast()
                condition.unlock()
            }
        }.start()
        guard readsStandardError else { return }
        let errorReader = errors.fileHandleForReading
        Thread { [self] in
            let data = errorReader.readDataToEndOfFile()
            condition.lock()
            stderrData = data
            stderrEnded = true
            condition.broadcast()
            condition.unlock()
        }.start()
    }

    /// Writes raw bytes (a line must end with "\n").
    func write(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    func send(_ line: String) { write(Array((line + "\n").utf8)) }

    func send(_ message: JSONValue) { send(MCPJSON.encode(message)) }

    /// The next line the server writes, or nil after `timeout` seconds (or when output ended).
    func receiveLine(timeout: TimeInterval = 30) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while lines.isEmpty, !ended {
            if !condition.wait(until: deadline) { return nil }
        }
        return lines.isEmpty ? nil : lines.removeFirst()
    }

    /// The next message, parsed.
    func receive(timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation) -> JSONValue {
        guard let line = receiveLine(timeout: timeout) else {
            Issue.record("no answer from the server", sourceLocation: sourceLocation)
            return .null
        }
        guard let value = MCPJSON.parse(Array(line.utf8)) else {
            Issue.record("not JSON on stdout: \(line.prefix(200))", sourceLocation: sourceLocation)
            return .null
        }
        return value
    }

    /// Sends a request and returns the answer, which must carry the same id.
    func request(
        _ id: JSONValue, _ method: String, _ params: JSONValue? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> JSONValue {
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
        let answer = receive(sourceLocation: sourceLocation)
        #expect(answer["id"] == id, "answer to \(method) has another id: \(answer)", sourceLocation: sourceLocation)
        #expect(answer["jsonrpc"] == .string("2.0"), sourceLocation: sourceLocation)
        return answer
    }

    func notify(_ method: String, _ params: JSONValue? = nil) {
        var message: [String: JSONValue] = ["jsonrpc": .string("2.0"), "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    /// Closes the server's standard input and waits for it to exit; returns the seconds it took.
    func closeAndWait(limit: TimeInterval = 5) throws -> TimeInterval {
        let start = Date()
        try input.fileHandleForWriting.close()
        while process.isRunning, Date().timeIntervalSince(start) < limit { usleep(5_000) }
        let elapsed = Date().timeIntervalSince(start)
        // A server that does not exit is killed, not waited for: Foundation starts it with the spawning
        // thread's signal mask, which can hold SIGTERM blocked, so `terminate()` alone may never end it.
        if process.isRunning {
            process.terminate()
            let killed = Date()
            while process.isRunning, Date().timeIntervalSince(killed) < 1 { usleep(5_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        return elapsed
    }

    /// Everything the server wrote to standard error. Once the server has exited this waits for the
    /// reader thread to take in the last bytes, so nothing the server wrote is missed.
    var stderr: String {
        condition.lock()
        defer { condition.unlock() }
        if !process.isRunning { waitUntil { self.stderrEnded } }
        return String(decoding: stderrData, as: UTF8.self)
    }

    /// Lines written but not yet received (all of them, once the server has exited).
    var unread: [String] {
        condition.lock()
        defer { condition.unlock() }
        if !process.isRunning { waitUntil { self.ended } }
        return lines
    }

    /// Waits (holding `condition`) until `done` or 10 s: the pipes end as soon as the process exits.
    private func waitUntil(_ done: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !done(), condition.wait(until: deadline) {}
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
