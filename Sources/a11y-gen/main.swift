import A11yGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The executable only moves bytes: arguments in, the tool's output out, its exit code back.
let arguments = Array(CommandLine.arguments.dropFirst())
// `mcp` is the one long-running command: it answers on standard output until standard input closes.
if arguments == ["mcp"] { exit(MCPStdio().run()) }
Allocator.keepFreedMemory()
let output = CommandLineTool(files: LiveFiles()).run(arguments)
StandardStreams.writeAll(output.stdout, to: 1)
StandardStreams.writeAll(output.stderr, to: 2)
exit(output.code)
