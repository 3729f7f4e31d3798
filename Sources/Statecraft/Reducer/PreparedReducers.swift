/// The functions of reducer types whose value carries no configuration, built once per type:
/// what makes `reduce(into:action:)` called by hand as cheap as a store's send.
///
/// A reducer type qualifies when it has no stored property other than `@Dependency` wrappers,
/// whose key paths are the same in every value: any value of the type then builds the same body,
/// whatever the instance. That is decided once per type, with reflection.
@usableFromInline
enum PreparedReducers {
  /// The prepared function of `reducer`'s type, or `nil` when its values carry configuration.
  ///
  /// Looked up in a table of the calling thread, filled from the shared table on first use: a
  /// hand call takes no lock. Inlined, so that the lookup and the call are specialized for `R`.
  @inlinable
  static func function<R: Reducer>(
    for reducer: R
  ) -> ((inout R.State, R.Action) -> Effect<R.Action>)? {
    let key = ObjectIdentifier(R.self)
    let cache = ThreadContextRef.current
    let entry: AnyObject?
    if let cached = cache.value.reducers[key] {
      entry = cached
    } else {
      entry = shared(for: reducer, key: key)
      cache.value.reducers[key] = .some(entry)
    }
    guard let entry else { return nil }
    // The box stored under `R`'s key was made for `R` in `shared(for:key:)`.
    return Unchecked.downcast(entry, to: Prepared<R.State, R.Action>.self).function
  }

  /// The entry of `R` in the table every thread shares, made on first use.
  @usableFromInline
  static func shared<R: Reducer>(for reducer: R, key: ObjectIdentifier) -> AnyObject? {
    if let existing = entries.withLock({ $0[key] }) { return existing }
    let made: AnyObject? = isStateless(reducer) ? Prepared(LazyReduceFunction(reducer)) : nil
    return entries.withLock { entries -> AnyObject? in
      if let existing = entries[key] { return existing }
      entries[key] = .some(made)
      return made
    }
  }

  /// Whether `reducer`'s stored properties are all dependency wrappers.
  ///
  /// A reducer with bytes but no properties to see was built without reflection metadata: what
  /// it holds is unknown, so it is not taken for stateless (two of them may differ).
  private static func isStateless<R: Reducer>(_ reducer: R) -> Bool {
    if MemoryLayout<R>.size == 0 { return true }
    let mirror = Mirror(reflecting: reducer)
    guard mirror.displayStyle == .struct || mirror.displayStyle == .enum,
      !mirror.children.isEmpty
    else { return false }
    return mirror.children.allSatisfy { $0.value is any _DependencyWrapper }
  }

  @usableFromInline
  // Safe: immutable; the lazy function builds itself thread-safely.
  final class Prepared<State, Action>: @unchecked Sendable {
    @usableFromInline let function: (inout State, Action) -> Effect<Action>

    init(_ body: LazyReduceFunction<State, Action>) {
      function = { state, action in body(&state, action) }
    }
  }

  // Safe: the boxes are immutable and thread-safe (see `Prepared`).
  private static let entries = Locked<[ObjectIdentifier: AnyObject?]>([:])
}

/// `Dependency`, as a type reflection can recognise.
protocol _DependencyWrapper {}

extension Dependency: _DependencyWrapper {}
