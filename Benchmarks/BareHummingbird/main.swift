import Foundation
import Hummingbird

// `bare-hummingbird PORT FILE`: Hummingbird 2 with one route, answering every POST /graphql with FILE's bytes, held
// in one buffer. The framework's own ceiling for a fixed answer, measured like countries-server's remembered
// answers (`scripts/http-ceiling`); it ships in no product.
let arguments = CommandLine.arguments
guard arguments.count == 3, let port = Int(arguments[1]), let answer = FileManager.default.contents(atPath: arguments[2]) else {
    FileHandle.standardError.write(Data("usage: bare-hummingbird PORT FILE\n".utf8))
    exit(64)
}
let body = ByteBuffer(bytes: answer)
let router = Router()
router.post("/graphql") { _, _ in
    Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: body))
}
let app = Application(router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
