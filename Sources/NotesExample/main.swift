import ExampleSupport

// `swift run NotesExample [--json] [--interactive [--latency <ms>]] [--help]`
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
  let session = Interactive(latency: .milliseconds(options.latencyMilliseconds))
  exit(await session.run())
}

Story(
  output: StoryOutput(
    json: options.json, chartCaption: "Timeline: one row a tab, screen or presentation, time across.")
).tell()
