import Statecraft
import Testing

private typealias State = BindingForm.State
private typealias Draft = BindingForm.Draft

@Suite("BindingAction")
struct BindingActionTests {
  @Test("Equal key path and value are equal; another value or path is not")
  func equality() {
    let ana = BindingAction<State>.set(\.name, "Ana")
    #expect(ana == .set(\.name, "Ana"))
    #expect(ana != .set(\.name, "Bea"))
    #expect(BindingAction<State>.set(\.draft.name, "Ana") != ana)
    #expect(BindingAction<State>.set(\.isOn, true) != .set(\.isOn, false))
    #expect(BindingAction<State>.set(\.isOn, true) != ana)
  }

  @Test("A nested path is equal however it was built, and not equal to its prefix")
  func nestedPaths() {
    let draft: WritableKeyPath<State, Draft> = \.draft
    let appended = draft.appending(path: \Draft.name)
    let built = BindingAction<State>.set(appended, "Clavos")
    #expect(built == .set(\.draft.name, "Clavos"))
    #expect(built.keyPath == \State.draft.name)
    #expect(BindingAction<State>.set(\.draft, Draft(name: "Clavos")) != built)
  }

  @Test("value(at:) reads what a set of exactly that field writes")
  func valueAt() {
    let action = BindingAction<State>.set(\.draft.name, "Clavos")
    #expect(action.value(at: \.draft.name) == "Clavos")
    #expect(action.value(at: \.name) == nil)
    #expect(action.value(at: \.draft) == nil)
    #expect(BindingAction<State>.set(\.quantity, 3).value(at: \.quantity) == 3)
  }

  @Test("case .binding(\\.field) matches by exact key-path equality")
  func patternMatching() {
    func matched(_ action: BindingForm.Action) -> String {
      switch action {
      case .binding(\.draft): return "draft"
      case .binding(\.draft.name): return "draft.name"
      case .binding(\.name): return "name"
      case .binding: return "other"
      case .saveTapped: return "save"
      }
    }
    #expect(matched(.binding(.set(\.draft.name, "x"))) == "draft.name")
    #expect(matched(.binding(.set(\.draft, Draft()))) == "draft")
    #expect(matched(.binding(.set(\.name, "x"))) == "name")
    #expect(matched(.binding(.set(\.isOn, true))) == "other")
    let draft: WritableKeyPath<State, Draft> = \.draft
    #expect(matched(.binding(.set(draft.appending(path: \.name), "x"))) == "draft.name")
  }

  @Test("A computed field and the stored field it writes are two fields to match")
  func computedAndStored() {
    func matched(_ action: BindingAction<State>) -> String {
      switch action {
      case \.quantity: "quantity"
      case \.draft.quantity: "draft.quantity"
      default: "other"
      }
    }
    #expect(matched(.set(\.quantity, 3)) == "quantity")
    #expect(matched(.set(\.draft.quantity, 3)) == "draft.quantity")
    #expect(matched(.set(\.draft.name, "3")) == "other")
  }

  @Test("BindableAction.set and binding read and build the case")
  func bindableAction() {
    let action = BindingForm.Action.set(\.name, "Ana")
    #expect(action == .binding(.set(\.name, "Ana")))
    #expect(action.binding == .set(\.name, "Ana"))
    #expect(BindingForm.Action.saveTapped.binding == nil)
  }
}
