public import Foundation

/// A navigation stack's screens as a navigation view's path holds them: what SwiftUI's
/// `NavigationStack(path:)` reads and writes.
///
/// Read it from a stack's store, ``Store/path``: one ``Component`` per screen, bottom first, each
/// with the screen's state. A navigation view writes it back when the user goes back (a shorter
/// path) or follows a link (the path with ``Component/link(_:)`` components appended); the store
/// turns each write into the one action it means, by id, never by position:
///
/// ```swift
/// let stack = store.scope(state: \.path, action: Feature.Action.path)
/// stack.path.count                                      // 2 screens
/// stack.path.removeLast()                               // back: sends .popFrom(id:) of the top
/// stack.path.append(.link(.detail(Detail.State())))      // a link: sends .push(id:state:)
/// ```
///
/// Components are equal and hash by their ``StackPathID`` alone, as SwiftUI compares path
/// elements: a screen whose state changed is the same screen.
public struct StackPath<ElementState> {
  /// The components, bottom first.
  var components: [Component]

  /// A path of `components`, bottom first.
  init(_ components: [Component]) {
    self.components = components
  }

  /// One screen of a path: its id and its state.
  public struct Component {
    /// The screen's id in the path: its stack element's id, or the token of the link that pushed
    /// it.
    public let id: StackPathID
    /// The screen's state.
    public var element: ElementState

    init(id: StackPathID, element: ElementState) {
      self.id = id
      self.element = element
    }

    /// A screen for a navigation link to push: appended to a stack's path, it sends
    /// `.push(id:state:)` with an id the store mints, and the pushed screen keeps this
    /// component's id in the path.
    ///
    /// ```swift
    /// NavigationLink(value: StackPath<Path.State>.Component.link(.detail(Detail.State()))) {
    ///   Text("Details")
    /// }
    /// ```
    ///
    /// - Parameter element: The state of the screen to push.
    /// - Returns: The component.
    public static func link(_ element: ElementState) -> Self {
      Self(id: .link(UUID()), element: element)
    }
  }
}

/// The id of a screen in a ``StackPath``: its stack element's id, or the token of the link that
/// pushed it (rule V11).
public enum StackPathID: Hashable, Sendable {
  /// A screen of the stack, by its element's id.
  case element(StackElementID)
  /// A screen pushed by a link, by the link's token.
  case link(UUID)
}

extension StackPath.Component: Equatable {
  /// Whether the two components are the same screen: their ids are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id
  }
}

extension StackPath.Component: Hashable {
  /// Hashes the component's id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

extension StackPath.Component: Sendable where ElementState: Sendable {}

extension StackPath: Equatable {}

extension StackPath: Hashable {}

extension StackPath: Sendable where ElementState: Sendable {}

extension StackPath: RandomAccessCollection, MutableCollection {
  /// The position of the bottom screen.
  public var startIndex: Int { components.startIndex }

  /// The position after the top screen.
  public var endIndex: Int { components.endIndex }

  /// The screen at `position`.
  public subscript(position: Int) -> Component {
    get { components[position] }
    set { components[position] = newValue }
  }
}

extension StackPath: RangeReplaceableCollection {
  /// An empty path.
  public init() {
    self.init([])
  }

  /// Replaces the screens in `subrange` with `newElements`.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Component>
  ) {
    components.replaceSubrange(subrange, with: newElements)
  }
}
