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

/// LeakSanitizer's interface (sanitizer/lsan_interface.h): allocations between the two calls, on the calling
/// thread, are never reported.
@_silgen_name("__lsan_disable") public func lsanDisable()
@_silgen_name("__lsan_enable") public func lsanEnable()

/// What LeakSanitizer must not report: what building a `CountriesEngine` leaks once, on whichever thread it runs (the
/// engine starts on two, and `lsanDisable` covers only the thread that calls it).
/// - GraphQLSwift 4.3.0 leaks reference cycles while it builds the schema (480 bytes in 6 allocations, under
///   `extendSchemaImpl` -> `valueFromAST`).
/// - `IntrospectionSchema.TypeReference` is an indirect enum: its boxes are reached through pointers whose spare
///   bits hold the case, which LeakSanitizer's scan does not read as pointers, so every box looks leaked.
/// libFuzzer's leak check runs LeakSanitizer over the whole heap, so a one-off would be charged to whichever input
/// first allocates more than it frees; a leak while an input runs is still a finding.
@_cdecl("__lsan_default_suppressions")
public func leakSuppressions() -> UnsafePointer<CChar> {
    UnsafeRawPointer(knownLeaks.utf8Start).assumingMemoryBound(to: CChar.self)
}

private let knownLeaks: StaticString = "leak:extendSchemaImpl\nleak:19IntrospectionSchemaC13TypeReferenceO\n"
