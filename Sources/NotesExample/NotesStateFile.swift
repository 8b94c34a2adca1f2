import Foundation
import StateContainer

/// The file where the live app keeps itself between runs: the JSON of a ``TreeSnapshot`` of
/// the whole app, read before the app appears and written when it quits.
///
/// Everything here works without a terminal, so tests call it directly.
struct NotesStateFile: Equatable {
  /// The file's path.
  var path: String

  /// Why a file was not read or written, in one line that names the file.
  struct Problem: Error, Equatable {
    var message: String
  }

  /// The file in the user's state folder: `$XDG_STATE_HOME/StateContainer/NotesExample.json`,
  /// else `~/.local/state/StateContainer/NotesExample.json`; `nil` without a home folder.
  ///
  /// - Parameter environment: The process's environment.
  static func inStateFolder(environment: [String: String]) -> NotesStateFile? {
    // The XDG rule: a relative path in the variable is ignored.
    if let folder = environment["XDG_STATE_HOME"], folder.hasPrefix("/") {
      return NotesStateFile(path: folder + "/StateContainer/NotesExample.json")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return NotesStateFile(path: home + "/.local/state/StateContainer/NotesExample.json")
  }

  /// The snapshot's JSON, its keys sorted so that the same app always gives the same bytes.
  static func encode(_ snapshot: TreeSnapshot) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(snapshot)
  }

  /// The snapshot `data` holds, as ``encode(_:)`` wrote it.
  static func decode(_ data: Data) throws -> TreeSnapshot {
    try JSONDecoder().decode(TreeSnapshot.self, from: data)
  }

  /// Reads the saved app.
  ///
  /// - Returns: The snapshot; `nil` when there is no file yet; the problem when the file
  ///   cannot be read or is not a saved app.
  func load() -> Result<TreeSnapshot?, Problem> {
    guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      return .failure(Problem(message: "\(path) could not be read (\(Self.reason(error)))"))
    }
    do {
      return .success(try Self.decode(data))
    } catch let error as DecodingError {
      return .failure(Problem(message: "\(path) is not a saved Notes app (\(Self.describe(error)))"))
    } catch {
      return .failure(Problem(message: "\(path) is not a saved Notes app (\(Self.oneLine("\(error)")))"))
    }
  }

  /// Writes `snapshot`, creating the folder if needed; the old file is replaced at once.
  ///
  /// - Returns: The problem, or `nil` when it was saved.
  @discardableResult
  func save(_ snapshot: TreeSnapshot) -> Problem? {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Self.encode(snapshot).write(to: url, options: .atomic)
      return nil
    } catch {
      return Problem(message: "\(path) could not be written (\(Self.reason(error)))")
    }
  }

  /// Restores the app saved in the file into `app`, which has not appeared yet; with
  /// `fresh`, the file is not read.
  ///
  /// - Returns: The lines to report: the file's problem (the app then starts fresh), or one
  ///   line per part of the snapshot that was left out; none when all was restored.
  @MainActor func restore(into app: NotesApp, fresh: Bool) -> [String] {
    guard !fresh else { return [] }
    switch load() {
    case .failure(let problem):
      return ["\(problem.message); starting fresh."]
    case .success(nil):
      return []
    case .success(let snapshot?):
      // Each left-out part is also a diagnostic: captured, so that it is reported once.
      let (report, diagnostics) = LifecycleDiagnostic.capture { app.tree.restore(snapshot) }
      return report.leftOut.map { "not restored: \($0)" }
        + diagnostics.filter { $0.kind != .restorationLeftOut }.map(\.message)
    }
  }

  /// Where a decoding error happened, and what it says, on one line.
  private static func describe(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    var what = ""
    switch error {
    case .dataCorrupted(let found): context = found
    case .keyNotFound(let key, let found): context = found; what = "no key \"\(key.stringValue)\": "
    case .typeMismatch(let type, let found): context = found; what = "not a \(type): "
    case .valueNotFound(let type, let found): context = found; what = "no \(type): "
    @unknown default: return oneLine("\(error)")
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    var reason = context.debugDescription
    if let underlying = context.underlyingError { reason += " \(underlying)" }
    return "at \(path.isEmpty ? "the top" : String(path.drop { $0 == "." })): \(what)\(oneLine(reason))"
  }

  /// What went wrong with a file, as the system says it ("Is a directory").
  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
    return oneLine((underlying ?? error).localizedDescription)
  }

  /// `text` with its line breaks made spaces.
  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
