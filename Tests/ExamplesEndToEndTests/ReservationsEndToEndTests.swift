import Testing

@Suite("Reservations, end to end")
struct ReservationsEndToEndTests {
  @Test(
    "A session through the three tabs: down the stack and back, cancel a reservation, a duplicate book, the filters applied and discarded"
  )
  func sesion() async throws {
    let outcome = try await ExampleProcess(name: "Reservations").run(
      input:
        "v 2\ns\nv 1\nx\nx\nc\n1\n2\nt the swift programming language\na\n2\n3\nf\nt zar\nh\nf\nl\nx\ne 1\nc\n9\nq\n"
    )
    #expect(outcome.status == 0)
    #expect(outcome.errors == "")
    expectInOrder(
      outcome.output,
      [
        "[1 Reservas]   2 Biblioteca   3 Viaje",
        "> v 2\n", "Reservas de salas › Sala Lovelace 11:00\n",
        "> s\n", "Reservas de salas › Sala Lovelace 11:00 › Sala Lovelace\n",
        "> v 1\n",
        "Reservas de salas › Sala Lovelace 11:00 › Sala Lovelace › Sala Lovelace 11:00\n",
        // Back one screen at a time.
        "> x\n", "Reservas de salas › Sala Lovelace 11:00 › Sala Lovelace\n",
        "> x\n", "Reservas de salas › Sala Lovelace 11:00\n",
        "> c\n", "┌─ Cancelar reserva",
        "│ La reserva de Sala Lovelace se eliminará de tu calendario.",
        "[1] Cancelar Sala Lovelace (destructivo)   [2] Mantener reserva",
        "> 1\n", "  1. Sala Turing  09:30\n  2. Sala Hopper  16:15\n",
        "> 2\n", "1 Reservas   [2 Biblioteca]   3 Viaje",
        "> a\n", "┌─ Libro ya añadido",
        "│ The Swift Programming Language ya existe en la estantería Programación.",
        "> 2\n", "  The Swift Programming Language  · Programación",
        "> 3\n", "Plan de viaje · 3 paradas",
        "> f\n", "┌─ Filtros",
        "> h\n", "Plan de viaje · 3 paradas · filtro «zar»\n  1. 09:30  Zaragoza\n\n",
        "> l\n", "│ Nombre contiene: —",
        // Closed from outside, the filters sheet discards what changed in it.
        "> x\n", "Plan de viaje · 3 paradas · filtro «zar»\n  1. 09:30  Zaragoza\n\n",
        "> e 1\n", "┌─ Editar parada", "│ Nombre:  Zaragoza",
        "> c\n", "Opciones: e <n>) editar una parada",
        "> 9\n", "! «9» no es una pestaña: escribe un número del 1 al 3.",
        "> q\nHasta pronto.\n",
      ]
    )
  }
}
