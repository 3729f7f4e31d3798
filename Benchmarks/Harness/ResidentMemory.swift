import Foundation

/// The resident set size of this process in kilobytes (`VmRSS` in `/proc/self/status`), or `nil`
/// where there is no `/proc` (macOS).
func residentKilobytes() -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
    // "VmRSS:	   12345 kB"
    return line.split(separator: " ").compactMap { Int($0) }.first
  }
  return nil
}
