import CuentaFeature

// The feature, its terminal view and its live dependencies are in CuentaFeature, where the tests
// reach them too; this target only starts the app.
await CuentaApp.run()
