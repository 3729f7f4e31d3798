/// The cases of an enum type, read once from its metadata, for test tools that report which cases
/// a run reached and which it never did (the state explorer of `StatecraftTesting`).
///
/// - Parameter type: Any type.
/// - Returns: The names and payload types of the cases, in declaration order; `nil` when `type`
///   is not an enum with reflection metadata and case names.
package func enumCases(of type: any Any.Type) -> [(name: String, payloadType: (any Any.Type)?)]? {
  guard let metadata = EnumMetadata.of(type), metadata.hasCaseNames else { return nil }
  return metadata.cases.map { ($0.name, $0.payloadType) }
}

/// Reads the case of values of one enum type, from its metadata: a few instructions, no `Mirror`.
package struct EnumTagReader<Root> {
  private let reader: EnumMetadata.TagReader

  /// A reader for `Root`; `nil` when it is not an enum.
  package init?(_: Root.Type) {
    guard let metadata = EnumMetadata.of(Root.self) else { return nil }
    reader = metadata.tagReader
  }

  /// The index, in declaration order with payload cases first, of the case `value` holds.
  package func tag(of value: Root) -> UInt32 {
    reader.tag(of: value)
  }
}
