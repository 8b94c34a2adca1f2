/// The sentence a diagnostic gives for an encoding or decoding error: its description, and
/// where in the value it failed.
func restorationReason(_ error: any Error) -> String {
  let context: (path: [any CodingKey], text: String)
  switch error {
  case EncodingError.invalidValue(_, let found): context = (found.codingPath, found.debugDescription)
  case DecodingError.typeMismatch(_, let found), DecodingError.valueNotFound(_, let found),
    DecodingError.keyNotFound(_, let found), DecodingError.dataCorrupted(let found):
    context = (found.codingPath, found.debugDescription)
  default: return "\(error)"
  }
  guard !context.path.isEmpty else { return context.text }
  return "\(context.text) At \(context.path.map(\.stringValue).joined(separator: "."))."
}
