import Statecraft

/// Finds a value in a state whose copies share one storage (``SharesStorageAcrossCopies``), for
/// the failures that name where a state holds shared state.
enum SharedStorageFinder {
  /// The path of the first such value in `state`, as `settings.$theme`; `nil` when there is none.
  static func path(in state: Any) -> String? {
    find(state, at: "", depth: 0)
  }

  private static func find(_ value: Any, at path: String, depth: Int) -> String? {
    if value is any SharesStorageAcrossCopies { return path.isEmpty ? "the state" : path }
    guard depth < 32 else { return nil }
    let mirror = Mirror(reflecting: value)
    for (index, child) in mirror.children.enumerated() {
      var label = child.label ?? "[\(index)]"
      if label.hasPrefix("_") { label = "$" + label.dropFirst() }
      let childPath =
        label.hasPrefix("[") || path.isEmpty ? path + label : "\(path).\(label)"
      if let found = find(child.value, at: childPath, depth: depth + 1) { return found }
    }
    return nil
  }
}
