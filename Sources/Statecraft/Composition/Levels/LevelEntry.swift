/// A presentation or an element that an effect belongs to, as the operator that created it saw it.
package struct LevelEntry: Sendable {
  /// Which presentation or element: the operator's call site and the identity it had.
  package let component: LevelComponent
  /// Reads the identity the operator's call site sees now, from the state the operator runs on.
  package let probe: LevelProbe?
  /// The action that dismisses this level (`.dismiss` through its `ifLet`), for
  /// `@Dependency(\.dismiss)`; `nil` for a level nothing can dismiss, such as a plain `ifLet`.
  /// In an ``ActionBox`` of the action type of the effect it scopes.
  package let dismissal: AnyActionBox?

  package init(component: LevelComponent, probe: LevelProbe?, dismissal: AnyActionBox? = nil) {
    self.component = component
    self.probe = probe
    self.dismissal = dismissal
  }

  /// The entry of an effect of `Action`s mapped into `NewAction`s.
  func map<Action, NewAction>(_ transform: (Action) -> NewAction) -> LevelEntry {
    LevelEntry(
      component: component, probe: probe,
      dismissal: dismissal.map {
        // Safe: the dismissal of an effect of `Action`s (see `dismissal`).
        ActionBox(transform(Unchecked.downcast($0, to: ActionBox<Action>.self).value))
      }
    )
  }
}

/// One step of a level path: the call site of the operator (`ifLet`, `forEach`, ...) and the
/// identity of what it holds (a presentation identity, an element id).
///
/// Each kind of child names its levels with the key of its ``ChildAccess``.
@usableFromInline
// Safe: the key is a presentation identity or an element id (`Hashable & Sendable`, or built by
// Statecraft from values in state), only compared and hashed on the main actor.
package struct LevelComponent: Hashable, Sendable {
  @usableFromInline package let site: CallSite
  @usableFromInline package let key: LevelIdentity

  @inlinable
  package init(site: CallSite, key: some Hashable) {
    self.site = site
    self.key = LevelIdentity(key)
  }
}

/// The identity that names a level among its operator's: a presentation's identity (a
/// ``PresentationID``), a stack element's key, an element's id.
///
/// What an `AnyHashable` of the key would be, made for less: where the key's type is known (the
/// operators are specialized for the feature), a presentation's identity and a stack element's
/// key are stored as they are, and nothing is asked of the runtime. `AnyHashable`'s initializer
/// asks it about the type on every call (a conformance and a generic type: about 1,300
/// instructions each time a presented child was dismissed). Other keys are kept in an
/// `AnyHashable`.
@usableFromInline
// Safe: the keys are presentation identities, stack keys and element ids (`Hashable & Sendable`,
// or built by Statecraft from values in state), only compared and hashed on the main actor.
package struct LevelIdentity: Hashable, @unchecked Sendable, CustomStringConvertible {
  @usableFromInline
  enum Storage: Hashable {
    case presentation(PresentationID)
    case stackElement(StackLevelKey)
    case other(AnyHashable)
  }

  @usableFromInline let storage: Storage

  /// The identity of `key`. One key always makes the same storage, whatever its static type (an
  /// `AnyHashable` holding a presentation identity makes the one the identity makes), so that
  /// two identities of one key are equal.
  @inlinable
  package init(_ key: some Hashable) {
    if let identity = key as? LevelIdentity {
      self = identity
    } else if let id = key as? PresentationID {
      storage = .presentation(id)
    } else if let stackKey = key as? StackLevelKey {
      storage = .stackElement(stackKey)
    } else {
      storage = .other(AnyHashable(key))
    }
  }

  /// The key, as an `AnyHashable`: what the state explorer and tests compare.
  package var base: AnyHashable {
    switch storage {
    case .presentation(let id): AnyHashable(id)
    case .stackElement(let key): AnyHashable(key)
    case .other(let key): key
    }
  }

  /// The key as a presentation identity, when it is one.
  package var presentationID: PresentationID? {
    if case .presentation(let id) = storage { return id }
    return nil
  }

  @usableFromInline package var description: String { String(describing: base) }
}
