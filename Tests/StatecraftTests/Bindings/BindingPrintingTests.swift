import Testing

@testable import Statecraft

@Suite("Printing binding actions")
struct BindingPrintingTests {
  @Test("A stored path dumps as written")
  func storedPath() {
    let action = BindingAction<BindingForm.State>.set(\.name, "Ana")
    #expect(Dump.text(of: action) == #".set(\State.name, "Ana")"#)
    #expect(action.description == #".set(\State.name, "Ana")"#)
    #expect(
      Dump.text(of: BindingAction<BindingForm.State>.set(\.draft.name, "Clavos"))
        == #".set(\State.draft.name, "Clavos")"#)
  }

  @Test("A computed path dumps without an address, the same for every path made")
  func computedPath() {
    // The standard library's description holds an address that changes from run to run.
    #expect(String(describing: \BindingForm.State.quantity).contains("0x"))
    let texts = (0..<2).map { _ in
      Dump.text(of: BindingAction<BindingForm.State>.set(\.quantity, 3))
    }
    #expect(texts == [#".set(\State.(computed Int), 3)"#, #".set(\State.(computed Int), 3)"#])
  }

  @Test("A struct value is drawn on one line")
  func structValue() {
    let action = BindingAction<BindingForm.State>.set(
      \.draft, BindingForm.Draft(name: "x", quantity: 2))
    #expect(
      Dump.text(of: action) == #".set(\State.draft, BindingForm.Draft(name: "x", quantity: 2))"#)
  }

  @Test("An action holding a binding action dumps and describes it")
  func inAction() {
    let action = BindingForm.Action.binding(.set(\.name, "Ana"))
    #expect(Dump.text(of: action) == #"BindingForm.Action.binding(.set(\State.name, "Ana"))"#)
    #expect(describeCase(action) == #"BindingForm.Action.binding(.set(\State.name, "Ana"))"#)
    let presented = BindingHost.Action.form(.presented(.binding(.set(\.quantity, 1))))
    #expect(
      describeCase(presented)
        == #"BindingHost.Action.form(.presented(.binding(.set(\State.(computed Int), 1))))"#)
  }

  @Test("The computed-path rewrite keeps nested parentheses and the rest of the path")
  func rewrite() {
    #expect(
      KeyPathText.rewritingComputed(#"\S.a.<computed 0x00007f2f (((Int) -> Int))>.b"#)
        == #"\S.a.(computed ((Int) -> Int)).b"#)
  }
}
