/// A request's document text, and how the copy GraphQLSwift parsed differs from it in length (see `ReadableCopy`):
/// what errors are located in.
struct DocumentText: Sendable {
    /// The text as the request sent it.
    let text: String
    /// Where the parsed copy is longer.
    let copyOffsets: CopyOffsets

    /// The text of a request whose document GraphQLSwift parsed through a copy described by `copyOffsets`.
    init(_ text: String, copyOffsets: CopyOffsets = CopyOffsets()) {
        self.text = text
        self.copyOffsets = copyOffsets
    }
}
