import Foundation
import GRDB

/// An error in a person's words, for the one line the cache says it in: never Foundation's raw
/// `Error Domain=NSCocoaErrorDomain Code=260 … UserInfo={…}`.
enum ErrorWords {
    /// SQLite's message, the operating system's words for a Foundation error (`No such file or directory`), or
    /// the error's own description.
    static func of(_ error: any Error) -> String {
        switch error {
        case let error as DatabaseError:
            return error.message ?? error.resultCode.description
        case let error as CocoaError:
            return foundationWords(error as NSError)
        case let error as NSError where type(of: error) == NSError.self:
            return foundationWords(error)
        default:
            return String(describing: error)
        }
    }

    /// The POSIX error under a Foundation error, as `strerror` words it, else its localized description.
    private static func foundationWords(_ error: NSError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
