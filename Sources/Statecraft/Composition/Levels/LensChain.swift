/// Where the walk of an effect tree is: the level, the cancellation keys around it, the
/// concatenation it is a part of, and the lenses from the root state.
struct WalkContext {
  var level: LevelID
  var keys: [CancelKey]
  var parent: EffectID?
  var lenses: LensChain
  /// The identities of the lenses since the current level; `nil` once one is not known.
  var route: [AnyHashable]? = []
  var origin: EffectSource
}

/// The lenses from the root state down to where an effect was returned, when every step is known.
struct LensChain {
  private var lenses: [StateLens] = []
  /// The state type the chain ends at; `nil` once a step did not fit (the chain is broken).
  private var end: ObjectIdentifier?

  init(root: ObjectIdentifier) {
    end = root
  }

  /// Adds a step; a missing step or one that does not start where the chain ends breaks it.
  mutating func append(_ lens: StateLens?) {
    guard let lens else { return }
    guard lens.outer == end else {
      end = nil
      return
    }
    lenses.append(lens)
    end = lens.inner
  }

  /// Reads one of the probe's readings from the root state, through the chain, when the chain
  /// ends at the probe's state type.
  func rootProbe(ending probe: LevelProbe) -> ((StateAddress) -> LevelIdentity?)? {
    guard end == probe.state else { return nil }
    let lenses = self.lenses
    let read = probe.read
    return { root in
      var identity: LevelIdentity?
      Self.follow(lenses[...], from: root) { identity = read($0) }
      return identity
    }
  }

  /// Compares what the probe's operator holds, read from the root state through the chain, with
  /// what was kept (see ``LevelProbe/holdings``), when the chain ends at the probe's state type.
  /// Unreachable state counts as changed.
  func rootHoldings(
    ending probe: LevelProbe
  ) -> ((StateAddress, inout AnyObject?) -> Bool)? {
    guard end == probe.state else { return nil }
    let lenses = self.lenses
    let holdings = probe.holdings
    if lenses.isEmpty { return holdings }
    return { root, last in
      var unchanged: Bool?
      Self.follow(lenses[...], from: root) { unchanged = holdings($0, &last) }
      guard let unchanged else {
        last = nil
        return false
      }
      return unchanged
    }
  }

  private static func follow(
    _ lenses: ArraySlice<StateLens>, from address: StateAddress,
    _ body: (StateAddress) -> Void
  ) {
    guard let first = lenses.first else { return body(address) }
    first.read(address) { follow(lenses.dropFirst(), from: $0, body) }
  }
}

extension CallSite {
  /// A call site inside Statecraft itself, for components that no user call site names.
  static let statecraft = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: 0)
}
