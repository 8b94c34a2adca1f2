/// The children a container last showed in a state it left (a hidden tab), under that
/// state (<doc:SavingAndRestoringTheApp#Hidden-tabs>).
struct StateChildrenSnapshot: Codable, Equatable, Sendable {
  var state: SnapshotValue
  var children: [ComponentSnapshot]

  enum CodingKeys: String, CodingKey {
    case state = "s"
    case children = "c"
  }
}
