/// The cases of an enum type, read once from its metadata, for test tools that report which cases
/// a run reached and which it never did (the state explorer of `StatecraftTesting`).
///
/// - Parameter type: Any type.
/// - Returns: The names and payload types of the cases, in declaration order; `nil` when `type`
///   is not an enum with reflection metadata and case names (a library enum names its cases
///   itself: ``NamesItsCases``).
package func enumCases(of type: any Any.Type) -> [(name: String, payloadType: (any Any.Type)?)]? {
  if let named = type as? any NamesItsCases.Type { return named.namedCases }
  guard let metadata = EnumMetadata.of(type), metadata.hasCaseNames else { return nil }
  return metadata.cases.map { ($0.name, $0.payloadType) }
}
