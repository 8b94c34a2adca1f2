import ExampleSupport

// `swift run StateContainerExample [--real-time] [--json] [--help]`
//
// The comments screen of StateViewController's example, without UIKit: see Story.swift for
// the script, CommentsScreen.swift for the container.

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
  print("See 'StateContainerExample --help'.", to: &standardError)
  exit(2)
}

if options.help {
  print(Options.helpText, terminator: "")
  exit(0)
}

let story = Story(
  clock: options.realTime ? .real() : .simulated(),
  output: StoryOutput(json: options.json, chartCaption: "Timeline: one row a child, time across.")
)
await story.tell()
