/// One `name=value` item of a URL's query, percent-decoded.
///
/// `?sort=date&pinned` gives two items: `sort` with the value `"date"`, and `pinned` with
/// no value (`nil`). A `+` stays a `+`; a space is written `%20`.
public struct RouteQueryItem: Sendable, Hashable, CustomStringConvertible {
  /// The item's name.
  public var name: String
  /// The item's value; `nil` for an item written without `=`.
  public var value: String?

  /// Creates a query item.
  ///
  /// - Parameters:
  ///   - name: The item's name.
  ///   - value: The item's value, or `nil` for an item without `=`.
  public init(name: String, value: String?) {
    self.name = name
    self.value = value
  }

  /// The item as a URL writes it, percent-encoded: `name=value`, or `name`.
  public var description: String {
    let name = PercentEncoding.encodeQueryPart(name)
    guard let value else { return name }
    return name + "=" + PercentEncoding.encodeQueryPart(value)
  }
}
