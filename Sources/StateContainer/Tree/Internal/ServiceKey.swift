/// The context key under which a component stores its registration of a service of type
/// `S`: one key per service type, so a lookup is a plain context read, and a registration
/// on a component shadows one upstream for that component and everything below it.
@MainActor enum ServiceKey<S: Service>: ContextKey {
  /// No registration: the service was not registered on this component or upstream.
  static var defaultValue: ServiceRegistration? { nil }
}
