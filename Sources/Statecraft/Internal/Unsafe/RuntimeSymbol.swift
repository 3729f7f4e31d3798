import Foundation

/// Functions and variables of the Swift runtime, found by name: the one place where Statecraft
/// and StatecraftTesting look runtime symbols up.
///
/// They are looked up at run time rather than declared with `@_silgen_name`, which the compiler
/// warns about for runtime symbols. A missing symbol is `nil`, and every caller has a safe way
/// on without it.
package enum RuntimeSymbol {
  /// The address of the symbol `name` in the running process, or `nil`.
  package static func address(of name: String) -> UnsafeMutableRawPointer? {
    #if canImport(Darwin)
      let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(handle, name)
  }

  /// The function `name`, typed as `Function` (a `@convention(c)` or `@convention(thin)` type
  /// whose arguments the Swift and C calling conventions pass alike), or `nil`.
  package static func function<Function>(_ name: String, as _: Function.Type) -> Function? {
    guard let address = address(of: name) else { return nil }
    return unsafeBitCast(address, to: Function.self)
  }
}
