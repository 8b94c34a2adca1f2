/// The states the spec tests move containers between; each prints as its bare name.
enum SpecState: String, Hashable, CustomStringConvertible {
  case a, b, c, d

  var description: String { rawValue }
}
