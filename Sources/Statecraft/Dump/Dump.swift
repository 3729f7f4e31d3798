/// Readable text of any value, and the difference between two values.
///
/// `TestStore` prints its failures with ``diff(_:_:)`` ("the state changed other than asserted:"),
/// and the `_printChanges()` reducer operator prints the diff each action caused. Both are meant to
/// be read: a reader should see the bug in the diff.
///
/// ## The dump
///
/// ``text(of:)`` draws a value over as many lines as its structure needs, the same way every time:
///
/// - **Structs and classes**: `TypeName(`, one `label: value,` line per stored property indented by
///   two spaces (no comma after the last), `)`; `TypeName()` without properties. A class instance
///   met again inside itself is drawn `TypeName(↩︎)`. A `lazy var` is shown by its name, as is a
///   property wrapper that conforms to ``CustomDumpRepresentable`` (`destination:`, not
///   `_destination:`).
/// - **Type names** have no module prefix, also in generic arguments, nested types dotted, with the
///   usual sugar: `Feature.State`, `IdentifiedArray<UUID, Item>`, `[Item]`, `Int?`, `[String: Int]`.
/// - **Enums**: `TypeName.case`; `TypeName.case(payload)` when the one payload fits on one line
///   (`TypeName.case(label: payload)` when it is labelled); otherwise `TypeName.case(`, the payload
///   on its own lines (as `label: value` lines when labelled or several, `.0:` for an unlabelled
///   position), `)`.
/// - **Optionals** are drawn as their wrapped value, or `nil`.
/// - **Collections**: `[`, one `[0]: value,` line per element, `]`; `[]` when empty.
///   **Dictionaries**: `[`, one `key: value,` line per entry, `]`; `[:]` when empty.
///   **Sets**: `Set([`, one line per member, `])`; `Set([])` when empty. Dictionaries and sets are
///   sorted: by value when the keys or members are all of one `Comparable` type, else by their dumped
///   text.
/// - **Tuples**: `(`, one `label: value,` or `.0: value,` line per element, `)`; `()` when empty.
/// - **Leaves**, on one line: strings quoted with escapes (`"say \"hi\"\n"`), a string with line
///   breaks as a `"""` block; numbers and `Bool` as written in code; `UUID(…)`, `Date(…)` in ISO 8601
///   UTC with the fractional seconds it has (to microseconds), `URL(…)`, `Data(3 bytes: 01 02 03)`,
///   `Duration` as `1.5 seconds`, metatypes as `Int.self`.
/// - ``CustomDumpStringConvertible`` values are drawn as their `dumpDescription` on one line, and
///   ``CustomDumpRepresentable`` values as their `dumpValue`. A `CustomReflectable` value is drawn as
///   its custom mirror presents it; a mirror with the `.collection` display style is a collection.
///
/// ```swift
/// Dump.text(of: Item(name: "Chair", tags: ["new"]))
/// // Item(
/// //   name: "Chair",
/// //   tags: [
/// //     [0]: "new"
/// //   ]
/// // )
/// ```
public enum Dump {
  /// A multi-line, stable, readable text of any value.
  ///
  /// The text is the same for equal values in every run: it depends on no address, hash seed or
  /// locale. See ``Dump`` for the format.
  ///
  /// - Parameter value: The value to draw.
  /// - Returns: The lines of the dump, joined by line breaks, with no trailing line break.
  public static func text(of value: Any) -> String {
    var renderer = DumpRenderer()
    renderer.render(value, indent: 0, comma: false, mark: .none)
    return DumpLine.joined(renderer.lines)
  }

  /// The difference between two values, as the lines of the dump that differ and the lines that
  /// enclose them.
  ///
  /// The values are compared structurally, not as text:
  ///
  /// - Values of one `Equatable` type that compare equal with `==` are unchanged, and so is one
  ///   class instance on both sides. Nothing inside them is reflected.
  /// - Two structs, classes or tuples of one type are compared property by property, two values of
  ///   one enum case payload by payload. Another case, another type, or a different leaf draws the
  ///   whole expected value removed and the whole actual value inserted.
  /// - Collection elements are paired by `Identifiable` id when every element has one (an insertion
  ///   in the middle shows one inserted element, not a cascade), else by position; dictionary
  ///   entries by key; set members by equality; the lines of multi-line strings by a line diff.
  ///   Unpaired children are drawn whole, removed or inserted.
  ///
  /// Each line starts with two characters: `"  "` for context, `"− "` (U+2212 MINUS SIGN) for the
  /// expected value, `"+ "` for the actual value. Context is the opening line of every value that
  /// encloses a change, down to the change, and their closing lines; a run of unchanged siblings
  /// collapses into one line, `… (3 unchanged)`.
  ///
  /// ```
  ///   Inventario.State(
  ///     destino: Inventario.Destino.State.detalle(
  ///       DetalleItem.State(
  ///         item: Item(
  /// −         nombre: "Silla",
  /// +         nombre: "Sillas",
  ///           … (2 unchanged)
  ///         )
  ///       )
  ///     ),
  ///     … (1 unchanged)
  ///   )
  /// ```
  ///
  /// The cost follows what differs, not the size of the values: an equal `Equatable` subtree costs
  /// one `==`, and the elements of an array are compared with `==` in one typed pass, so one change
  /// among 10,000 elements takes a few milliseconds. A value that is not `Equatable` is reflected
  /// property by property down to its leaves, which is slower by two orders of magnitude: keep
  /// state `Equatable`.
  ///
  /// - Parameters:
  ///   - expected: The value that was expected, drawn on `−` lines.
  ///   - actual: The value there is, drawn on `+` lines.
  /// - Returns: The diff, its lines joined by line breaks with no trailing line break; nil when the
  ///   two values show no difference (equal by `==`, or alike in every line of their dumps).
  public static func diff(_ expected: Any, _ actual: Any) -> String? {
    var differ = DumpDiffer()
    guard
      differ.diff(DumpDiffer.Side(value: expected), DumpDiffer.Side(value: actual), indent: 0)
    else {
      return nil
    }
    return DumpLine.joined(differ.lines)
  }
}
