// What every harness of this package shares: handing the command line to libFuzzer's driver, and telling
// LeakSanitizer what a harness's one-off setup allocates.
import Foundation

/// libFuzzer's driver, which libFuzzer's own `main` would call. SwiftPM links an executable target's entry point
/// in as `main`, so each harness has one of its own that sets itself up and hands the command line over.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments, feeding each input to `callback`, and exits with its status.
public func runLibFuzzer(_ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(runFuzzerDriver(&argc, &argv, callback))
}

/// LeakSanitizer's interface (sanitizer/lsan_interface.h): allocations between the two calls are never reported.
@_silgen_name("__lsan_disable") public func lsanDisable()
@_silgen_name("__lsan_enable") public func lsanEnable()
