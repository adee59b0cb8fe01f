// The input driver is the library's package test driver; every test target that imports the
// test support gets it with it.
@_exported import GesturesTesting
