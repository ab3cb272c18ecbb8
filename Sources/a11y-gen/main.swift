import A11yGenCore
import Foundation

// The executable only moves bytes: arguments in, the tool's output out, its exit code back.
let output = CommandLineTool(files: LiveFiles()).run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.code)
