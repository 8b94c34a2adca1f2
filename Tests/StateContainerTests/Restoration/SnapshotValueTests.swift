import Foundation
import Synchronization
import Testing

@testable import StateContainer

// MARK: - App-like values

/// A navigation destination as an app writes it: synthesized `Codable`, associated values.
private enum Destination: Codable, Hashable {
  case list
  case item(id: Int)
  case edit(id: Int, draft: String)
}

private enum Tab: String, Codable, Hashable {
  case notes, settings
}

private struct NoteDraft: Codable, Equatable {
  var title: String
  var body: String?
  var tags: [String]
  var cursor: Int?
}

/// Every edge of the number kinds.
private struct Extremes: Codable, Equatable {
  var int64Min = Int64.min
  var int64Max = Int64.max
  var uint64Max = UInt64.max
  var int8Min = Int8.min
  var uint8Max = UInt8.max
  var tenth = 0.1
  var huge = 1e300
  var tiny = Double.leastNonzeroMagnitude
  var half = -0.5
  var integralDouble = 3.0
  var floatTenth: Float = 0.1
  var floatMax = Float.greatestFiniteMagnitude
}

/// A container's state as an app might keep it: optionals, nested arrays and dictionaries.
private struct AppState: Codable, Equatable {
  var tab: Tab
  var path: [Destination]
  var drafts: [String: NoteDraft]
  var byID: [Int: Destination]
  var grid: [[Int?]]
  var extremes = Extremes()
  var texts: [String]
  var selection: Destination?
  var lastOpened: Int?

  static let sample = AppState(
    tab: .notes,
    path: [.list, .item(id: 42), .edit(id: 42, draft: "half written")],
    drafts: [
      "5": NoteDraft(title: "Groceries", body: nil, tags: [], cursor: 3),
      "": NoteDraft(title: "", body: "", tags: ["", "é"], cursor: nil),
    ],
    byID: [1: .list, -7: .item(id: -7)],
    grid: [[], [nil], [1, nil, 3]],
    texts: ["", "é", "👩‍👩‍👧", "line\nbreak \"quoted\" \\ \u{0}", "日本語"],
    selection: .item(id: 0),
    lastOpened: nil
  )
}

// MARK: - Helpers

private func jsonValue<T: Encodable>(of value: T) throws -> SnapshotValue {
  try JSONDecoder().decode(SnapshotValue.self, from: JSONEncoder().encode(value))
}

private func throughJSON(_ value: SnapshotValue) throws -> SnapshotValue {
  try JSONDecoder().decode(SnapshotValue.self, from: JSONEncoder().encode(value))
}

private func sortedJSON<T: Encodable>(_ value: T) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// A coding path as `[key, index]`: a key's string, an index's number.
private func describe(_ path: [any CodingKey]) -> String {
  "[" + path.map { key in key.intValue.map { "\($0)" } ?? key.stringValue }.joined(separator: ", ") + "]"
}

/// An error as one line: its case, its type or key, its path and its message.
private func describe(_ error: any Error) -> String {
  switch error {
  case DecodingError.typeMismatch(let type, let context):
    "typeMismatch(\(type)) at \(describe(context.codingPath)): \(context.debugDescription)"
  case DecodingError.valueNotFound(let type, let context):
    "valueNotFound(\(type)) at \(describe(context.codingPath)): \(context.debugDescription)"
  case DecodingError.keyNotFound(let key, let context):
    "keyNotFound(\(key.stringValue)) at \(describe(context.codingPath)): \(context.debugDescription)"
  case DecodingError.dataCorrupted(let context):
    "dataCorrupted at \(describe(context.codingPath)): \(context.debugDescription)"
  case EncodingError.invalidValue(_, let context):
    "invalidValue at \(describe(context.codingPath)): \(context.debugDescription)"
  default:
    "\(error)"
  }
}

private func failure(_ body: () throws -> Void) -> String {
  do {
    try body()
    return "no error"
  } catch {
    return describe(error)
  }
}

// MARK: - Round trips

/// An app's values survive a snapshot value, and the snapshot value survives JSON.
@Suite("Snapshot values: an app's values round trip, and a snapshot value round trips through JSON")
struct SnapshotValueRoundTripTests {
  @Test("each destination is the object JSONEncoder writes, and decodes back equal")
  func destinations() throws {
    let destinations: [Destination] = [.list, .item(id: 42), .edit(id: -1, draft: "")]
    let values = try destinations.map { try SnapshotValueEncoder.encode($0) }

    #expect(
      values == [
        .object(["list": .object([:])]),
        .object(["item": .object(["id": .int(42)])]),
        .object(["edit": .object(["id": .int(-1), "draft": .string("")])]),
      ]
    )
    #expect(try values == destinations.map(jsonValue))
    #expect(try values.map { try SnapshotValueDecoder.decode(Destination.self, from: $0) } == destinations)
  }

  @Test("a state with optionals, nested arrays and dictionaries, extremes and unicode decodes back equal")
  func appState() throws {
    let value = try SnapshotValueEncoder.encode(AppState.sample)

    #expect(try value == jsonValue(of: AppState.sample))
    #expect(try SnapshotValueDecoder.decode(AppState.self, from: value) == AppState.sample)
    #expect(try SnapshotValueDecoder.decode(AppState.self, from: throughJSON(value)) == AppState.sample)
  }

  @Test("numbers take the kind JSON gives them: integral means int, above Int64.max unsigned, else double")
  func numberKinds() throws {
    let value = try SnapshotValueEncoder.encode(Extremes())

    #expect(
      value
        == .object([
          "int64Min": .int(.min), "int64Max": .int(.max), "uint64Max": .unsigned(.max),
          "int8Min": .int(-128), "uint8Max": .int(255), "tenth": .double(0.1), "huge": .double(1e300),
          "tiny": .double(.leastNonzeroMagnitude), "half": .double(-0.5), "integralDouble": .int(3),
          "floatTenth": .double(0.1), "floatMax": .double(Double("\(Float.greatestFiniteMagnitude)")!),
        ])
    )
    #expect(try value == jsonValue(of: Extremes()))
    #expect(try throughJSON(value) == value)
  }

  @Test(
    "a double that is integral comes back from JSON as an int; negative zero stays a double with its sign")
  func integralDoublesAndNegativeZero() throws {
    #expect(try throughJSON(.double(1)) == .int(1))
    #expect(try throughJSON(.array([.double(1e19)])) == .array([.unsigned(10_000_000_000_000_000_000)]))
    let negativeZero = try throughJSON(SnapshotValueEncoder.encode(-0.0))
    guard case .double(let zero) = negativeZero else {
      Issue.record("-0.0 came back as \(negativeZero)")
      return
    }
    #expect(zero == 0 && zero.sign == .minus)
    #expect(try SnapshotValueDecoder.decode(Double.self, from: negativeZero).sign == .minus)
  }

  @Test("optionals behave as with JSONEncoder: nil keys are left out, nil elements are null")
  func optionals() throws {
    struct Holder: Codable, Equatable {
      var missing: Int?
      var present: Int?
      var elements: [Int?]
      var nested: [String: Int?]
    }
    let holder = Holder(missing: nil, present: 0, elements: [nil, 1, nil], nested: ["a": nil, "b": 2])
    let value = try SnapshotValueEncoder.encode(holder)

    #expect(
      value
        == .object([
          "present": .int(0), "elements": .array([.null, .int(1), .null]),
          "nested": .object(["a": .null, "b": .int(2)]),
        ])
    )
    #expect(try value == jsonValue(of: holder))
    #expect(try SnapshotValueDecoder.decode(Holder.self, from: value) == holder)
    #expect(
      try SnapshotValueDecoder.decode(
        Holder.self, from: .object(["missing": .null, "elements": .array([]), "nested": .object([:])])
      ) == Holder(missing: nil, present: nil, elements: [], nested: [:])
    )
  }

  @Test("random snapshot values round trip through JSON equal")
  func randomValuesThroughJSON() throws {
    var random = FuzzRandom(seed: 0x5EED_20)
    for _ in 0..<500 {
      let value = random.snapshotValue(depth: 4)
      #expect(try throughJSON(value) == value)
      #expect(try SnapshotValueDecoder.decode(SnapshotValue.self, from: value) == value)
    }
  }

  @Test("a snapshot value's JSON is the value's own: Destination.item(id: 42) is 18 bytes")
  func jsonText() throws {
    let value = try SnapshotValueEncoder.encode(Destination.item(id: 42))
    let edit = try SnapshotValueEncoder.encode(Destination.edit(id: 5, draft: "half"))

    #expect(try sortedJSON(value) == #"{"item":{"id":42}}"#)
    #expect(try sortedJSON(edit) == #"{"edit":{"draft":"half","id":5}}"#)
    #expect(try sortedJSON(AppState.sample) == sortedJSON(SnapshotValueEncoder.encode(AppState.sample)))
    #expect(try JSONEncoder().encode(value).count == 18)
  }
}

// MARK: - Errors

private struct Note: Codable {
  var id: Int
  var pinned: UInt8?
  var tags: [Int]?
  var draft: Draft?
  var scroll: Float?

  struct Draft: Codable {
    var text: String
  }
}

/// Reads three integers from an array.
private struct Triple: Decodable {
  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    for _ in 0..<3 {
      _ = try container.decode(Int.self)
    }
  }
}

/// Decoding errors are JSONDecoder's, at the exact path of the value that failed.
@Suite("Snapshot values: each decoding failure is JSONDecoder's error at the path of the value that failed")
struct SnapshotValueDecodingErrorTests {
  /// The error decoding `json` as `T` from its snapshot value, and JSONDecoder's from the text.
  private func errors<T: Decodable>(_ type: T.Type, _ json: String) throws -> (snapshot: String, json: String)
  {
    let data = Data(json.utf8)
    let value = try JSONDecoder().decode(SnapshotValue.self, from: data)
    return (
      failure { _ = try SnapshotValueDecoder.decode(T.self, from: value) },
      failure { _ = try JSONDecoder().decode(T.self, from: data) }
    )
  }

  @Test("type mismatch, key not found and value not found: the same case, path and message as JSONDecoder")
  func sameAsJSONDecoder() throws {
    let cases = [
      try errors(Note.self, #"{"id":"5"}"#),
      try errors(Note.self, #"{"id":1,"tags":[1,"x"]}"#),
      try errors(Note.self, #"{"id":true}"#),
      try errors(Note.self, #"{"id":1,"draft":5}"#),
      try errors(Note.self, #"[]"#),
      try errors(Note.self, #"{}"#),
      try errors(Note.self, #"{"id":1,"draft":{}}"#),
      try errors(Destination.self, #"{"item":{}}"#),
      try errors(Destination.self, #"{"item":{"id":1},"list":{}}"#),
      try errors(Note.self, #"{"id":null}"#),
      try errors(Note.self, #"{"id":1,"tags":[null]}"#),
      try errors(Note.self, #"null"#),
      try errors(Triple.self, #"[1,2]"#),
      try errors([Tab].self, #"["notes","photos"]"#),
      try errors([Int: Int].self, #"{"x":1}"#),
    ]

    #expect(
      cases.map(\.snapshot) == [
        "typeMismatch(Int) at [id]: Expected to decode Int but found a string instead.",
        "typeMismatch(Int) at [tags, 1]: Expected to decode Int but found a string instead.",
        "typeMismatch(Int) at [id]: Expected to decode Int but found bool instead.",
        "typeMismatch(Dictionary<String, Any>) at [draft]: Expected to decode Dictionary<String, Any> but found number instead.",
        "typeMismatch(Dictionary<String, Any>) at []: Expected to decode Dictionary<String, Any> but found an array instead.",
        #"keyNotFound(id) at []: No value associated with key CodingKeys(stringValue: "id", intValue: nil) ("id")."#,
        #"keyNotFound(text) at [draft]: No value associated with key CodingKeys(stringValue: "text", intValue: nil) ("text")."#,
        #"keyNotFound(id) at [item]: No value associated with key ItemCodingKeys(stringValue: "id", intValue: nil) ("id")."#,
        "typeMismatch(Destination) at []: Invalid number of keys found, expected one.",
        "valueNotFound(Int) at [id]: Cannot get value of type Int -- found null value instead",
        "valueNotFound(Int) at [tags, 0]: Cannot get value of type Int -- found null value instead",
        "valueNotFound(Dictionary<String, Any>) at []: Cannot get keyed decoding container -- found null value instead",
        "valueNotFound(Int) at [2]: Unkeyed container is at end.",
        "dataCorrupted at [1]: Cannot initialize Tab from invalid String value photos",
        "typeMismatch(Int) at [x]: Expected Int key but found String key instead.",
      ]
    )
    #expect(cases.map(\.json) == cases.map(\.snapshot))
  }

  @Test(
    "a number that does not fit its type is data corrupted at its own path (JSONDecoder on Linux gives none)")
  func numbersThatDoNotFit() throws {
    let failures = [
      try errors(Note.self, #"{"id":1,"pinned":300}"#).snapshot,
      try errors(Note.self, #"{"id":1,"pinned":-1}"#).snapshot,
      try errors(Note.self, #"{"id":1.5}"#).snapshot,
      try errors(Note.self, #"{"id":18446744073709551615}"#).snapshot,
      try errors(Note.self, #"{"id":1,"tags":[1e300]}"#).snapshot,
      try errors(Note.self, #"{"id":1,"scroll":1e300}"#).snapshot,
    ]

    #expect(
      failures == [
        "dataCorrupted at [pinned]: Number 300 does not fit in UInt8.",
        "dataCorrupted at [pinned]: Number -1 does not fit in UInt8.",
        "dataCorrupted at [id]: Number 1.5 does not fit in Int.",
        "dataCorrupted at [id]: Number 18446744073709551615 does not fit in Int.",
        "dataCorrupted at [tags, 0]: Number 1e+300 does not fit in Int.",
        "dataCorrupted at [scroll]: Number 1e+300 does not fit in Float.",
      ]
    )
  }

  @Test("an unkeyed container at its end throws for decodeNil too, and a failed read does not move on")
  func unkeyedAtEnd() throws {
    struct ReadsPastTheEnd: Decodable {
      var log: [String] = []
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        log.append(failure { _ = try container.decode(String.self) })
        log.append("index \(container.currentIndex), nil \(try container.decodeNil())")
        log.append("\(try container.decode(Int.self)), at end \(container.isAtEnd)")
        log.append(failure { _ = try container.decodeNil() })
      }
    }
    let read = try SnapshotValueDecoder.decode(ReadsPastTheEnd.self, from: .array([.int(7)]))

    #expect(
      read.log == [
        "typeMismatch(String) at [0]: Expected to decode String but found number instead.",
        "index 0, nil false",
        "7, at end true",
        "valueNotFound(Optional<Any>) at [1]: Unkeyed container is at end.",
      ]
    )
  }

  @Test("JSON nested deeper than 512 is refused by JSONDecoder as corrupted data, without a crash")
  func deepNesting() throws {
    func nested(_ depth: Int) -> Data {
      Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
    }
    var deepest = SnapshotValue.array([])
    for _ in 1..<512 {
      deepest = .array([deepest])
    }

    #expect(try JSONDecoder().decode(SnapshotValue.self, from: nested(512)) == deepest)
    for depth in [513, 100_000] {
      #expect(
        failure { _ = try JSONDecoder().decode(SnapshotValue.self, from: nested(depth)) }
          == "dataCorrupted at []: The given data was not valid JSON."
      )
    }
  }
}

// MARK: - Encoding errors

/// Encoding errors name the path of the value that cannot be a snapshot value.
@Suite("Snapshot values: what cannot be a snapshot value is an EncodingError at its path")
struct SnapshotValueEncodingErrorTests {
  struct Empty: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  /// Asks for a keyed container, then an unkeyed one, for the same value.
  struct TwoKinds: Encodable {
    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: SnapshotCodingKey.self)
      try keyed.encode(1, forKey: SnapshotCodingKey(stringValue: "a"))
      var unkeyed = encoder.unkeyedContainer()
      try unkeyed.encode(2)
    }
  }

  /// Writes its single value twice.
  struct TwoValues: Encodable {
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(1)
      try container.encode(2)
    }
  }

  /// `Int128` keeps the standard library's default: an error, as the coders do not support it.
  @Test("non-finite numbers, Int128, a value that writes nothing, two kinds of container")
  func failures() throws {
    #expect(
      [
        failure { _ = try SnapshotValueEncoder.encode(["scroll": [1, Double.nan]]) },
        failure { _ = try SnapshotValueEncoder.encode(["zoom": Float.infinity]) },
        failure { _ = try SnapshotValueEncoder.encode(["big": Int128(UInt64.max) + 1]) },
        failure { _ = try SnapshotValueEncoder.encode(Empty()) },
        failure { _ = try SnapshotValueEncoder.encode(["child": TwoKinds()]) },
        failure { _ = try SnapshotValueEncoder.encode([TwoValues()]) },
      ] == [
        "invalidValue at [scroll, 1]: Unable to encode Double.nan in a snapshot.",
        "invalidValue at [zoom]: Unable to encode Float.inf in a snapshot.",
        "invalidValue at [big]: Encoder has not implemented support for Int128",
        "invalidValue at []: Top-level Empty did not encode any values.",
        "invalidValue at [child]: Attempt to encode an unkeyed container where this value already encoded another kind.",
        "invalidValue at [0]: Attempt to encode a single value where this value already encoded another kind.",
      ]
    )
  }

  @Test("a nested value that writes nothing is an empty object, as with JSONEncoder")
  func nestedEmpty() throws {
    let value = try SnapshotValueEncoder.encode(["e": [Empty()]])

    #expect(value == .object(["e": .array([.object([:])])]))
    #expect(try value == jsonValue(of: ["e": [Empty()]]))
  }

  @Test("two keyed containers for one value share its object, as with JSONEncoder")
  func twoKeyedContainers() throws {
    struct TwoKeyed: Encodable {
      func encode(to encoder: any Encoder) throws {
        var first = encoder.container(keyedBy: SnapshotCodingKey.self)
        try first.encode(1, forKey: SnapshotCodingKey(stringValue: "a"))
        var second = encoder.container(keyedBy: SnapshotCodingKey.self)
        try second.encode(2, forKey: SnapshotCodingKey(stringValue: "b"))
      }
    }
    let value = try SnapshotValueEncoder.encode(TwoKeyed())

    #expect(value == .object(["a": .int(1), "b": .int(2)]))
    #expect(try value == jsonValue(of: TwoKeyed()))
  }
}

// MARK: - Class hierarchies

private class Screen: Codable {
  let title: String

  init(title: String) {
    self.title = title
  }

  var summary: String { "\(type(of: self)) \(title)" }
}

/// A subclass that keeps its super class's value under `super`, as Apple's guides show.
private final class EditorScreen: Screen {
  let draft: String?

  private enum CodingKeys: String, CodingKey {
    case draft
  }

  init(title: String, draft: String?) {
    self.draft = draft
    super.init(title: title)
  }

  override var summary: String { "\(super.summary), draft \(draft ?? "none")" }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try super.encode(to: container.superEncoder())
    try container.encodeIfPresent(draft, forKey: .draft)
  }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    draft = try container.decodeIfPresent(String.self, forKey: .draft)
    try super.init(from: container.superDecoder())
  }
}

/// A subclass that keeps its super class's value as the first element of an array.
private final class ListScreen: Screen {
  let rows: Int

  init(title: String, rows: Int) {
    self.rows = rows
    super.init(title: title)
  }

  override var summary: String { "\(super.summary), \(rows) rows" }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try super.encode(to: container.superEncoder())
    try container.encode(rows)
  }

  required init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let superDecoder = try container.superDecoder()
    rows = try container.decode(Int.self)
    try super.init(from: superDecoder)
  }
}

/// `superEncoder()` and `superDecoder()` keep a super class's value inline, as JSONEncoder does.
@Suite("Snapshot values: a class hierarchy keeps its super class's value through superEncoder")
struct SnapshotValueClassHierarchyTests {
  @Test("keyed and unkeyed super encoders write where JSONEncoder writes, and decode back the same screens")
  func superEncoders() throws {
    let editor = EditorScreen(title: "Note 5", draft: "half")
    let list = ListScreen(title: "Notes", rows: 3)
    let values = [try SnapshotValueEncoder.encode(editor), try SnapshotValueEncoder.encode(list)]

    #expect(
      values == [
        .object(["super": .object(["title": .string("Note 5")]), "draft": .string("half")]),
        .array([.object(["title": .string("Notes")]), .int(3)]),
      ]
    )
    #expect(try values == [jsonValue(of: editor), jsonValue(of: list)])
    #expect(
      [
        try SnapshotValueDecoder.decode(EditorScreen.self, from: values[0]).summary,
        try SnapshotValueDecoder.decode(ListScreen.self, from: values[1]).summary,
      ] == ["EditorScreen Note 5, draft half", "ListScreen Notes, 3 rows"]
    )
  }

  @Test("a missing super value decodes as null: the super class's decoding fails at the super key")
  func missingSuper() throws {
    #expect(
      failure {
        _ = try SnapshotValueDecoder.decode(EditorScreen.self, from: .object(["draft": .string("x")]))
      }
        == "valueNotFound(Dictionary<String, Any>) at [super]: Cannot get keyed decoding container -- found null value instead"
    )
    #expect(
      failure { _ = try SnapshotValueDecoder.decode(ListScreen.self, from: .array([])) }
        == "valueNotFound(Decoder) at [0]: Unkeyed container is at end."
    )
  }
}

// MARK: - Coding paths

private final class PathLog: Sendable {
  let lines = Mutex<[String]>([])

  static let key = CodingUserInfoKey(rawValue: "pathLog")!

  static func record(_ line: String, _ path: [any CodingKey], in userInfo: [CodingUserInfoKey: Any]) {
    (userInfo[key] as! PathLog).lines.withLock { $0.append("\(line) \(describe(path))") }
  }
}

/// A value that records the coding path of every encoder and container it is handed.
private struct Leaf: Codable {
  func encode(to encoder: any Encoder) throws {
    PathLog.record("leaf encoder", encoder.codingPath, in: encoder.userInfo)
    var container = encoder.singleValueContainer()
    PathLog.record("leaf single", container.codingPath, in: encoder.userInfo)
    try container.encode(1)
  }

  init() {}

  init(from decoder: any Decoder) throws {
    PathLog.record("leaf decoder", decoder.codingPath, in: decoder.userInfo)
    let container = try decoder.singleValueContainer()
    PathLog.record("leaf single", container.codingPath, in: decoder.userInfo)
    _ = try container.decode(Int.self)
  }
}

/// Uses every kind of container and super coder, recording each one's coding path.
private struct PathProbe: Codable {
  enum Key: String, CodingKey {
    case leaf, list, nested, base
  }

  init() {}

  func encode(to encoder: any Encoder) throws {
    let info = encoder.userInfo
    PathLog.record("probe encoder", encoder.codingPath, in: info)
    var keyed = encoder.container(keyedBy: Key.self)
    PathLog.record("keyed", keyed.codingPath, in: info)
    try keyed.encode(Leaf(), forKey: .leaf)
    var list = keyed.nestedUnkeyedContainer(forKey: .list)
    PathLog.record("list", list.codingPath, in: info)
    try list.encode(Leaf())
    var inner = list.nestedContainer(keyedBy: Key.self)
    PathLog.record("list inner", inner.codingPath, in: info)
    try inner.encode(Leaf(), forKey: .leaf)
    try Leaf().encode(to: list.superEncoder())
    var nested = keyed.nestedContainer(keyedBy: Key.self, forKey: .nested)
    PathLog.record("nested", nested.codingPath, in: info)
    try nested.encode([Leaf()], forKey: .list)
    try Leaf().encode(to: keyed.superEncoder(forKey: .base))
    try Leaf().encode(to: keyed.superEncoder())
    PathLog.record("probe encoder after", encoder.codingPath, in: info)
  }

  init(from decoder: any Decoder) throws {
    let info = decoder.userInfo
    PathLog.record("probe decoder", decoder.codingPath, in: info)
    let keyed = try decoder.container(keyedBy: Key.self)
    PathLog.record("keyed", keyed.codingPath, in: info)
    _ = try keyed.decode(Leaf.self, forKey: .leaf)
    var list = try keyed.nestedUnkeyedContainer(forKey: .list)
    PathLog.record("list", list.codingPath, in: info)
    _ = try list.decode(Leaf.self)
    let inner = try list.nestedContainer(keyedBy: Key.self)
    PathLog.record("list inner", inner.codingPath, in: info)
    _ = try inner.decode(Leaf.self, forKey: .leaf)
    _ = try Leaf(from: list.superDecoder())
    let nested = try keyed.nestedContainer(keyedBy: Key.self, forKey: .nested)
    PathLog.record("nested", nested.codingPath, in: info)
    _ = try nested.decode([Leaf].self, forKey: .list)
    _ = try Leaf(from: keyed.superDecoder(forKey: .base))
    _ = try Leaf(from: keyed.superDecoder())
    PathLog.record("probe decoder after", decoder.codingPath, in: info)
  }
}

/// Every encoder and container reports the path JSONEncoder and JSONDecoder report.
@Suite("Snapshot values: every encoder, decoder and container has JSONEncoder's coding path and userInfo")
struct SnapshotValueCodingPathTests {
  private static let expected = [
    "probe [probe]", "keyed [probe]",
    "leaf [probe, leaf]", "leaf single [probe, leaf]",
    "list [probe, list]",
    "leaf [probe, list, 0]", "leaf single [probe, list, 0]",
    "list inner [probe, list, 1]",
    "leaf [probe, list, 1, leaf]", "leaf single [probe, list, 1, leaf]",
    "leaf [probe, list, 2]", "leaf single [probe, list, 2]",
    "nested [probe, nested]",
    "leaf [probe, nested, list, 0]", "leaf single [probe, nested, list, 0]",
    "leaf [probe, base]", "leaf single [probe, base]",
    "leaf [probe, super]", "leaf single [probe, super]",
    "probe after [probe]",
  ]

  private func lines(_ log: PathLog, coder: String) -> [String] {
    log.lines.withLock { $0 }.map { $0.replacingOccurrences(of: " \(coder)", with: "") }
  }

  /// JSONEncoder on Linux (Swift 6.3) misses the nested unkeyed container's key in the paths
  /// of its elements (`[probe, 0]` for `[probe, list, 0]`), so only its value is compared.
  @Test(
    "encoding: each encoder and container reports its own path (the whole log), the value is JSONEncoder's")
  func encoding() throws {
    let ours = PathLog()
    let value = try SnapshotValueEncoder.encode(["probe": PathProbe()], userInfo: [PathLog.key: ours])
    let encoder = JSONEncoder()
    encoder.userInfo = [PathLog.key: PathLog()]
    let jsonValue = try JSONDecoder().decode(SnapshotValue.self, from: encoder.encode(["probe": PathProbe()]))

    #expect(lines(ours, coder: "encoder") == Self.expected)
    #expect(value == jsonValue)
  }

  @Test("decoding: the whole log of paths is JSONDecoder's")
  func decoding() throws {
    let (ours, json) = (PathLog(), PathLog())
    let value = try SnapshotValueEncoder.encode(["probe": PathProbe()], userInfo: [PathLog.key: PathLog()])
    _ = try SnapshotValueDecoder.decode([String: PathProbe].self, from: value, userInfo: [PathLog.key: ours])
    let decoder = JSONDecoder()
    decoder.userInfo = [PathLog.key: json]
    _ = try decoder.decode([String: PathProbe].self, from: JSONEncoder().encode(value))

    #expect(lines(ours, coder: "decoder") == Self.expected)
    #expect(lines(json, coder: "decoder") == Self.expected)
  }
}

// MARK: - Random values

private let randomStrings = ["", "a", "id", "é", "👩‍👩‍👧", "line\nbreak", "\"q\"", "\u{0}", "super", "Index 1"]

extension FuzzRandom {
  /// A value as the coders make them: numbers of the kind JSON gives them.
  fileprivate mutating func snapshotValue(depth: Int) -> SnapshotValue {
    switch int(0...(depth > 0 ? 9 : 7)) {
    case 0: return .null
    case 1: return .bool(chance(0.5))
    case 2: return .int(Int64(bitPattern: next()))
    case 3: return .unsigned(UInt64.random(in: UInt64(Int64.max) + 1...UInt64.max, using: &self))
    case 4:
      let double = Double(bitPattern: next())
      return SnapshotValue(number: double.isFinite ? double : 0.1)
    case 5: return SnapshotValue(number: Double(int(-1_000_000...1_000_000)) / 8)
    case 6, 7: return .string(pick(randomStrings))
    case 8: return .array((0..<int(0...3)).map { _ in snapshotValue(depth: depth - 1) })
    default:
      var fields: [String: SnapshotValue] = [:]
      for _ in 0..<int(0...3) {
        fields[pick(randomStrings)] = snapshotValue(depth: depth - 1)
      }
      return .object(fields)
    }
  }
}
