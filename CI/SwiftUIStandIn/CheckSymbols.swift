// Checks the stand-in modules against the symbols Apple documents (CI/SwiftUIStandIn/README.md).
//
//   swift CheckSymbols.swift FLAVOUR SYMBOLS_JSON SYMBOL_GRAPH_DIR
//
// Every entry of SYMBOLS_JSON that applies to FLAVOUR must be declared by the stand-in: found by
// Apple's identifier (USR) for a Swift symbol, by its path for an Objective-C one, and with the
// declaration Apple prints. Exits 1, naming each symbol and its page, if one is missing or differs.

import Foundation

struct Entry {
  let doc: String
  let usr: String
  let path: String?
  let declaration: String
  let flavours: [String]
}

struct StandInSymbol {
  let usr: String
  let title: String
  let path: String
  let declaration: String
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  fail("usage: CheckSymbols.swift FLAVOUR SYMBOLS_JSON SYMBOL_GRAPH_DIR")
}
let flavour = arguments[1]
let symbolsURL = URL(fileURLWithPath: arguments[2])
let graphDirectory = URL(fileURLWithPath: arguments[3])

// MARK: - The list

func loadEntries() -> [Entry] {
  guard let data = try? Data(contentsOf: symbolsURL),
    let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let list = root["symbols"] as? [[String: Any]]
  else { fail("\(symbolsURL.path) is not a JSON object with a \"symbols\" array") }
  return list.enumerated().map { index, item in
    guard let doc = item["doc"] as? String, let declaration = item["declaration"] as? String else {
      fail("\(symbolsURL.lastPathComponent): entry \(index) lacks doc or declaration")
    }
    let usr = item["usr"] as? String ?? ""
    let path = item["path"] as? String
    if !usr.hasPrefix("s:") && path == nil {
      fail("\(symbolsURL.lastPathComponent): entry \(index) (\(doc)) has no Swift USR, no path")
    }
    return Entry(
      doc: doc, usr: usr, path: path, declaration: declaration,
      flavours: item["flavours"] as? [String] ?? ["26", "27"])
  }
}

// MARK: - The stand-in's symbol graphs

func loadStandIn() -> [StandInSymbol] {
  let files =
    (try? FileManager.default.contentsOfDirectory(atPath: graphDirectory.path))?
    .filter { $0.hasSuffix(".symbols.json") } ?? []
  guard !files.isEmpty else { fail("no symbol graphs in \(graphDirectory.path)") }
  var symbols: [StandInSymbol] = []
  for file in files.sorted() {
    let url = graphDirectory.appendingPathComponent(file)
    guard let data = try? Data(contentsOf: url),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = root["symbols"] as? [[String: Any]]
    else { fail("\(url.path) is not a symbol graph") }
    for item in list {
      guard let identifier = item["identifier"] as? [String: Any],
        let usr = identifier["precise"] as? String, !usr.contains("::SYNTHESIZED::"),
        let names = item["names"] as? [String: Any], let title = names["title"] as? String
      else { continue }
      let fragments = item["declarationFragments"] as? [[String: Any]] ?? []
      let path = (item["pathComponents"] as? [String] ?? []).joined(separator: "/")
      symbols.append(
        StandInSymbol(
          usr: usr, title: title, path: path,
          declaration: fragments.compactMap { $0["spelling"] as? String }.joined()
            .trimmingCharacters(in: .whitespacesAndNewlines)))
    }
  }
  return symbols
}

// MARK: - Comparing

/// Differences that are not part of what a client compiles against: `@export(implementation)` (the
/// Xcode 27 SDK's spelling of emit-into-client; Xcode 26's is not printed) and `@ContentBuilder`,
/// Xcode 27's type alias of `ViewBuilder`.
/// A type alias whose underlying type is underscored: pages print the alias alone
/// (`typealias Content`). Objective-C members: their pages print the class's isolation on the class
/// only, and no `override` where a subclass redeclares a property.
func normalized(_ declaration: String, member: Bool = false) -> String {
  var text =
    declaration
    .replacingOccurrences(of: "@export(implementation) ", with: "")
    .replacingOccurrences(of: "@ContentBuilder", with: "@ViewBuilder")
    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  if let range = text.range(of: #" = _\w+(<[^>]*>)?$"#, options: .regularExpression),
    text.hasPrefix("typealias ")
  {
    text.removeSubrange(range)
  }
  if member {
    for prefix in ["@MainActor ", "override "] where text.hasPrefix(prefix) {
      text.removeFirst(prefix.count)
    }
  }
  return text
}

/// Where Linux declares a type in another module than Apple's SDK does, the mangled identifiers
/// differ in that module alone: the demangled trees are compared with these replaced.
let moduleRenames = [
  "FoundationEssentials": "Foundation", "FoundationInternationalization": "Foundation",
]
let typeRenames: [String: (module: String, name: String)] = [
  // swift-corelibs-foundation lacks LocalizedStringResource; the stand-in declares it.
  "SwiftUI.LocalizedStringResource": ("Foundation", "LocalizedStringResource"),
  // Objective-C classes and C structs that corelibs declares in Swift.
  "Foundation.Bundle": ("__C", "NSBundle"),
  "Foundation.CGRect": ("__C", "CGRect"),
  // CoreFoundation declares CGFloat on Apple platforms.
  "Foundation.CGFloat": ("CoreFoundation", "CGFloat"),
]

/// `swift demangle --tree-only` for each identifier, with the renames above applied.
func demangledTrees(_ usrs: [String]) -> [String: String] {
  guard !usrs.isEmpty else { return [:] }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swift", "demangle", "--tree-only"] + usrs.map { "$s" + $0.dropFirst(2) }
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { fail("cannot run swift demangle: \(error)") }
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { fail("swift demangle failed") }
  var trees: [String: String] = [:]
  var current: String?
  var lines: [String] = []
  func finish() {
    if let current { trees[current] = renamed(lines).joined(separator: "\n") }
  }
  for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
    if line.hasPrefix("Demangling for $s") {
      finish()
      current = "s:" + line.dropFirst("Demangling for $s".count)
      lines = []
    } else {
      lines.append(String(line))
    }
  }
  finish()
  return trees
}

func renamed(_ lines: [String]) -> [String] {
  func text(_ line: String, kind: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let prefix = "kind=\(kind), text=\""
    guard trimmed.hasPrefix(prefix), trimmed.hasSuffix("\"") else { return nil }
    return String(trimmed.dropFirst(prefix.count).dropLast())
  }
  func indentation(_ line: String) -> Substring { line.prefix { $0 == " " } }
  // An opaque result type names its function by its mangled identifier: the very text compared.
  var result = lines.filter { !$0.contains("kind=OpaqueReturnTypeParent") }
  for index in result.indices {
    guard let module = text(result[index], kind: "Module") else { continue }
    let indent = indentation(result[index])
    if index + 1 < result.count, let name = text(result[index + 1], kind: "Identifier"),
      let target = typeRenames["\(module).\(name)"]
    {
      result[index] = "\(indent)kind=Module, text=\"\(target.module)\""
      result[index + 1] = "\(indent)kind=Identifier, text=\"\(target.name)\""
    } else if let target = moduleRenames[module] {
      result[index] = "\(indent)kind=Module, text=\"\(target)\""
    }
  }
  return result
}

/// The last component of a page path without its overload suffix: `alert(_:ispresented:actions:)`.
func pageTitle(_ doc: String) -> String {
  let last = doc.split(separator: "/").last.map(String.init) ?? doc
  if let dash = last.lastIndex(of: "-") {
    let suffix = last[last.index(after: dash)...]
    if !suffix.isEmpty, suffix.allSatisfy({ $0.isLetter || $0.isNumber }) {
      return last[..<dash].lowercased()
    }
  }
  return last.lowercased()
}

// MARK: - Checking

let entries = loadEntries().filter { $0.flavours.contains(flavour) }
let standIn = loadStandIn()
let byUSR = Dictionary(standIn.map { ($0.usr, $0) }, uniquingKeysWith: { first, _ in first })
let byPath = Dictionary(grouping: standIn, by: \.path)
let byTitle = Dictionary(grouping: standIn) { $0.title.lowercased() }

func appleUSR(_ entry: Entry) -> String? {
  guard entry.usr.hasPrefix("s:") else { return nil }
  return entry.usr.replacingOccurrences(of: "::OverloadGroup", with: "")
}

/// Whether the stand-in's symbol prints the declaration the entry's page prints.
func declares(_ symbol: StandInSymbol, _ entry: Entry) -> Bool {
  let objectiveCMember =
    entry.doc.hasPrefix("documentation/uikit/") && entry.path?.contains("/") == true
  return normalized(symbol.declaration, member: objectiveCMember) == normalized(entry.declaration)
}

/// The stand-in symbols an entry may be: those at its path, or of its page's name.
func namesakes(_ entry: Entry) -> [StandInSymbol] {
  if let path = entry.path { return byPath[path] ?? [] }
  return byTitle[pageTitle(entry.doc)] ?? []
}

// A Swift symbol is found by its identifier as it is, else by its demangled tree (one demangler
// run for all); an Objective-C one, or one whose identifier Apple's page does not give, by its path
// and declaration.
var found: [Int: StandInSymbol] = [:]
var byTree: [Int] = []
for (index, entry) in entries.enumerated() {
  if let usr = appleUSR(entry) {
    if let symbol = byUSR[usr] { found[index] = symbol } else { byTree.append(index) }
  } else if let symbol = namesakes(entry).first(where: { declares($0, entry) }) {
    found[index] = symbol
  }
}
let trees = demangledTrees(
  Array(
    Set(
      byTree.flatMap { index in
        [appleUSR(entries[index])!] + namesakes(entries[index]).map(\.usr)
      })))
for index in byTree {
  let tree = trees[appleUSR(entries[index])!]
  if let symbol = namesakes(entries[index]).first(where: { tree != nil && trees[$0.usr] == tree }) {
    found[index] = symbol
  }
}

var failures: [String] = []
for (index, entry) in entries.enumerated() {
  let page = "https://developer.apple.com/\(entry.doc)"
  guard let symbol = found[index] else {
    // What the stand-in has by that name, or by that base name (a changed label changes the name).
    let title = pageTitle(entry.doc)
    let base = title.prefix { $0 != "(" }
    var similar = namesakes(entry)
    var heading = "only, by that name:"
    if similar.isEmpty {
      similar = standIn.filter { $0.title.lowercased().prefix { $0 != "(" } == base }
      heading = "only, by the name \(base):"
    }
    let listed = similar.prefix(8).map { "    \($0.path): \($0.declaration)" }
    failures.append(
      """
      the stand-in lacks \(entry.path ?? title) as Apple declares it
        page:     \(page)
        Apple:    \(entry.declaration)
        USR:      \(entry.usr.isEmpty ? "(none on the page)" : entry.usr)
        stand-in: \(listed.isEmpty ? "nothing of that name" : heading)
      \(listed.joined(separator: "\n"))
      """)
    continue
  }
  if !declares(symbol, entry) {
    failures.append(
      """
      the stand-in declares \(symbol.path) otherwise than Apple
        page:     \(page)
        Apple:    \(entry.declaration)
        stand-in: \(symbol.declaration)
      """)
  }
}

if failures.isEmpty {
  print("SwiftUI stand-in, flavour \(flavour): all \(entries.count) documented symbols present")
} else {
  for failure in failures { print("error: \(failure)\n") }
  print(
    "SwiftUI stand-in, flavour \(flavour): \(failures.count) of \(entries.count) documented "
      + "symbols missing or different")
  exit(1)
}
