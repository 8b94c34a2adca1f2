/// One comment on the screen: who wrote it and what they said.
///
/// The original example decoded these from a web service. Here two pages are built in,
/// so every run shows the same comments and the output can be checked by a test.
struct Comment: Equatable, Sendable {
  var id: Int
  var name: String
  var email: String
  var body: String
}

extension Comment {
  /// The comments the fake service returns, one array a page.
  static let pages: [[Comment]] = [
    [
      Comment(
        id: 1, name: "Ada", email: "ada@example.com",
        body: "The spinner faded out right as the list was filled."),
      Comment(
        id: 2, name: "Grace", email: "grace@example.com",
        body: "No view controllers were harmed in this headless run."),
      Comment(
        id: 3, name: "Linus", email: "linus@example.com",
        body: "Kept children get no callbacks: the list stays put."),
    ],
    [
      Comment(
        id: 4, name: "Margaret", email: "margaret@example.com",
        body: "Page two, fetched after a refresh on the same clock."),
      Comment(
        id: 5, name: "Alan", email: "alan@example.com",
        body: "Every timestamp here is exact: time is simulated."),
    ],
  ]
}
