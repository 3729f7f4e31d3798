// The code of this file's doc comments is compiled, as written, by
// Tests/DocumentationSamples/DocCommentSamples.swift.

/// A key for a value kept in memory for as long as the app runs: `.inMemory("count")`.
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// ```
///
/// Every declaration with the same name (and the same type of value) shares one value. Nothing is
/// written anywhere: the value starts afresh at each launch, and in each test.
public struct InMemoryKey<Value: Sendable>: SharedKey, Hashable {
  /// The value's name.
  public let name: String

  /// The key with its default, for a named key: `InMemoryKey<Int>.Default`.
  public typealias Default = SharedKeyDefault<Self>

  /// The key of the value named `name`.
  ///
  /// - Parameter name: The value's name.
  public init(_ name: String) {
    self.name = name
  }

  public func _makeShared(
    in storage: SharedStorage,
    initialValue: () -> Value,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Shared<Value> {
    let description = ".inMemory(\(DumpLeaf.quoted(name)))"
    let box = storage.registry.box(
      id: "inMemory:\(name)", description: description, of: Value.self,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) {
      SharedBox(initialValue(), keyDescription: description)
    }
    return Shared(reference: box)
  }
}

extension SharedKey {
  /// A key for a value kept in memory while the app runs.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// - Parameter name: The value's name: declarations with the same name share one value.
  /// - Returns: The key.
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name)
  }
}
