import InventarioFeature

// The feature, its terminal view and its live dependencies are in InventarioFeature, where the
// tests reach them too; this target only starts the app.
await InventarioApp.run()
