import JSONCore

/// A check an untyped answer's data must pass before it is stored or shown, so that `fetchJSON` holds ad-hoc
/// replies to the same standard as typed ones.
public struct DataCheck: Sendable {
    /// Throws why a raw answer's data fails the check.
    let check: @Sendable (RawResponse) throws(GraphQLClientError) -> Void

    /// The data must pass `read`, which throws what does not match, as a generated type's reader does
    /// (`country.name: expected String, found 42`, under `data`); `subject` says what it was held against
    /// (`the document`).
    public static func matches(
        _ subject: String, read: @escaping @Sendable (JSONValue) throws(JSONReadError) -> Void
    ) -> DataCheck {
        DataCheck { raw throws(GraphQLClientError) in
            guard let data = raw.data else { return }
            do throws(JSONReadError) {
                try read(data)
            } catch {
                throw ResponseDecoding.mismatch(error, subject: "the data does not match \(subject)")
            }
        }
    }
}
