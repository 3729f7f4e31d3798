import Foundation

/// The presentation configurations an exploration reached, and the transitions between them: what
/// a screen can show, and how it gets from one to another.
///
/// A configuration is what a state presents, named by its slots (`$destino .detalle`), or by
/// ``StateExplorer/presentations(_:)``: "nothing presented" for none, several joined by `+`.
@usableFromInline
struct ConfigurationGraph {
  /// The configurations, in the order they were first reached.
  private(set) var names: [String] = []
  private var indices: [String: Int32] = [:]
  /// The transitions between two different configurations.
  private var links: Set<Link> = []

  @usableFromInline
  init() {}

  struct Link: Hashable, Comparable {
    let from: Int32
    let to: Int32

    static func < (lhs: Link, rhs: Link) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
  }

  /// The index of the configuration that presents `presented`, added when new.
  @usableFromInline
  mutating func configuration(_ presented: [String]) -> Int32 {
    let name = presented.isEmpty ? "nothing presented" : presented.joined(separator: " + ")
    if let index = indices[name] { return index }
    let index = Int32(names.count)
    names.append(name)
    indices[name] = index
    return index
  }

  /// Notes a transition from the configuration `from` to `to`.
  @usableFromInline
  mutating func connect(_ from: Int32, _ to: Int32) {
    guard from != to else { return }
    links.insert(Link(from: from, to: to))
  }

  /// The graph in Mermaid's flowchart syntax: one node per configuration, one arrow per pair of
  /// configurations a transition joins.
  var mermaid: String {
    var lines = ["flowchart TD"]
    for (index, name) in names.enumerated() {
      let label = name.replacingOccurrences(of: "\"", with: "#quot;")
      lines.append("  c\(index)[\"\(label)\"]")
    }
    for link in links.sorted() {
      lines.append("  c\(link.from) --> c\(link.to)")
    }
    return lines.joined(separator: "\n")
  }
}

extension PresentationLayout {
  /// What the state presents, one name a slot or stack screen: its pattern and what it
  /// presents, in the order the state holds them (a stack bottom first).
  @usableFromInline
  var configuration: [String] {
    containers.map { "\($0.shown.pattern) \($0.shown.content)" }
  }
}
