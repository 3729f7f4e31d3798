import ReservationsFeature

// The features, their terminal views and their live dependencies are in ReservationsFeature,
// where the tests reach them too; this target only starts the app.
await ReservationsApp.run()
