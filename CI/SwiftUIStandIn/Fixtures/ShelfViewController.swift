import UIKit

// The duplicate-book warning in UIKit: an alert controller with one action per button.

final class ShelfViewController: UIViewController {
  func warn(about duplicate: DuplicateBook) {
    let alert = UIAlertController(
      title: "Ese libro ya está", message: "\(duplicate.title) está en \(duplicate.shelf).",
      preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Moverlo aquí", style: .default) { [weak self] _ in
        self?.move(duplicate)
      })
    alert.addAction(UIAlertAction(title: "Dejarlo", style: .cancel))
    present(alert, animated: true)
  }

  private func move(_ duplicate: DuplicateBook) {}
}
