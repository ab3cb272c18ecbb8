import A11yGenCore
import Foundation

// The executable only moves bytes: arguments in, the tool's output out, its exit code back.
let arguments = Array(CommandLine.arguments.dropFirst())
// `mcp` is the one long-running command: it answers on standard output until standard input closes.
if arguments == ["mcp"] { exit(MCPStdio().run()) }
let output = CommandLineTool(files: LiveFiles()).run(arguments)
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.code)
