// documentation/swiftui/animation
@frozen public struct Animation: Equatable, Sendable {
  // documentation/swiftui/animation/default
  public static let `default`: Animation = standInValue()

  // documentation/swiftui/animation/easeinout
  public static var easeInOut: Animation { fatalError() }

  // documentation/swiftui/animation/linear
  public static var linear: Animation { fatalError() }

  // documentation/swiftui/animation/spring
  public static var spring: Animation { fatalError() }

  public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
}

// documentation/swiftui/animationcompletioncriteria
public struct AnimationCompletionCriteria: Hashable, Sendable {
  // documentation/swiftui/animationcompletioncriteria/logicallycomplete
  public static let logicallyComplete: AnimationCompletionCriteria = standInValue()

  // documentation/swiftui/animationcompletioncriteria/removed
  public static let removed: AnimationCompletionCriteria = standInValue()
}

// documentation/swiftui/transaction
@frozen public struct Transaction: Sendable {
  // documentation/swiftui/transaction/init()
  public init() { fatalError() }

  // documentation/swiftui/transaction/init(animation:)
  public init(animation: Animation?) { fatalError() }

  // documentation/swiftui/transaction/animation
  public var animation: Animation? {
    get { fatalError() }
    set { fatalError() }
  }

  // documentation/swiftui/transaction/disablesanimations
  public var disablesAnimations: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result { fatalError() }

// documentation/swiftui/withanimation(_:completioncriteria:_:completion:)
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result { fatalError() }

// documentation/swiftui/withtransaction(_:_:)
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result { fatalError() }

// documentation/swiftui/withtransaction(_:_:_:)
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R { fatalError() }

extension View {
  // documentation/swiftui/view/transaction(_:)
  nonisolated public func transaction(
    _ transform: @escaping (inout Transaction) -> Void
  )
    -> some View
  { fatalError() }

  // documentation/swiftui/view/animation(_:value:)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { fatalError() }
}
