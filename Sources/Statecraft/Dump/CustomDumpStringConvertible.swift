/// A type that dumps as a single line of text of its own choosing.
///
/// ``Dump`` draws a conforming value as its ``dumpDescription``, on one line: line breaks in it are
/// shown escaped, `\n`. In a diff the value is a leaf: it is unchanged when the two descriptions are
/// equal, and replaced as a whole when they are not.
///
/// ```swift
/// struct Point: CustomDumpStringConvertible {
///   var x: Int
///   var y: Int
///   var dumpDescription: String { "(\(x), \(y))" }
/// }
/// // Dump.text(of: Point(x: 1, y: 2)) == "(1, 2)"
/// ```
public protocol CustomDumpStringConvertible {
  /// The text to draw for this value.
  var dumpDescription: String { get }
}
