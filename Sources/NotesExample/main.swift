import ExampleSupport
import Foundation

// `swift run NotesExample [--json] [--interactive [--latency <ms>] [--state <file>] [--fresh]] [--help]`
//
// A notes app on the tree: see NotesApp.swift for the app, Story.swift for the story,
// Interactive.swift for the live app.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let options: Options
switch Options.parse(CommandLine.arguments.dropFirst()) {
case .success(let parsed):
  options = parsed
case .failure(let error):
  var standardError = StandardErrorStream()
  print("error: \(error.message)", to: &standardError)
  print(Options.usage, to: &standardError)
  print("See 'NotesExample --help'.", to: &standardError)
  exit(2)
}

if options.help {
  print(Options.helpText, terminator: "")
  exit(0)
}

if options.interactive {
  let stateFile =
    options.stateFile.map { NotesStateFile(path: $0) }
    ?? NotesStateFile.inStateFolder(environment: ProcessInfo.processInfo.environment)
  let session = Interactive(
    latency: .milliseconds(options.latencyMilliseconds), stateFile: stateFile, fresh: options.fresh)
  exit(await session.run())
}

Story(
  output: StoryOutput(
    json: options.json, chartCaption: "Timeline: one row a tab, screen or presentation, time across.")
).tell()
