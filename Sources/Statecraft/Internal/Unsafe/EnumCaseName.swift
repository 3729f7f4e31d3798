/// The name of the case an enum value holds, as the Swift runtime records it: what `print` and
/// `dump` show, read even from an enum that describes itself otherwise
/// (`CustomStringConvertible`).
///
/// Declared with `@_silgen_name` for the runtime's `swift_EnumCaseName`, whose Swift signature
/// `<T>(T) -> UnsafePointer<CChar>?` the standard library declares the same way and has kept since
/// Swift 4. The runtime answers `nil` for a value that is not an enum and for a case whose name
/// was stripped; the string it points to is the case's name in the type's reflection metadata,
/// which lives as long as the process. Each use is compared with the label `Mirror` gives a case
/// with a payload in the internal-checks build.
enum EnumCaseName {
  /// The name of the case `value` holds, or `nil` when the runtime has none (not an enum, or
  /// names stripped).
  static func of<T>(_ value: T) -> String? {
    let name = swiftEnumCaseName(value).flatMap { String(validatingCString: $0) }
    InternalChecks.enumCaseName(name, of: value)
    return name
  }
}

// NB: The runtime entry point that `Swift.dump` and `print` use to name an enum case. It is
// exported by the Swift runtime on every platform and has kept this signature since Swift 4.
@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

extension InternalChecks {
  /// The case name the runtime gives is the label `Mirror` gives the payload of the case, for a
  /// case with a payload (one without has no child to compare with) and names kept.
  @inline(__always)
  static func enumCaseName<T>(_ name: String?, of value: T) {
    #if STATECRAFT_INTERNAL_CHECKS
      guard !(value is any CustomReflectable) else { return }
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum, let label = mirror.children.first?.label,
        !label.isEmpty, let name, !name.isEmpty, label != name
      else { return }
      failed("the runtime names a case of \(T.self) '\(name)', but its mirror says '\(label)'")
    #endif
  }
}
