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

  /// The variable `name` of the runtime, typed as `Value` (whose layout must be the variable's as
  /// the runtime declares it), or `nil`. The address lives as long as the process.
  package static func variable<Value>(
    _ name: String, as _: Value.Type
  ) -> UnsafeMutablePointer<Value>? {
    address(of: name)?.assumingMemoryBound(to: Value.self)
  }

  /// The type whose mangled name is `mangledName` (as `_typeByName` finds it, without the `$s`
  /// prefix), or `nil`: found through the runtime's metadata, whatever symbols the linker
  /// exports.
  package static func type(named mangledName: String) -> (any Any.Type)? {
    _typeByName(mangledName)
  }

  /// The function `name`, typed as `Function` (a `@convention(c)` or `@convention(thin)` type
  /// whose arguments the Swift and C calling conventions pass alike), or `nil`.
  package static func function<Function>(_ name: String, as _: Function.Type) -> Function? {
    guard let address = address(of: name) else { return nil }
    return unsafeBitCast(address, to: Function.self)
  }
}
