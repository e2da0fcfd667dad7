import BoundedStorage
import GraphQL

/// Walks an `ExecutionPlan` over `EngineData` and writes the response's `data` as JSON bytes, in selection
/// order, with the spec's null propagation: a field error nulls the nearest nullable field above it.
struct ResponseWriter {
    private let data: EngineData
    private let plan: ExecutionPlan
    private let arguments: [BoundArgument]
    private let introspection: [String: [UInt8]]
    private let introspectionErrors: [String: [GraphQLError]]
    private var bytes: [UInt8] = []
    /// `data.text` while `body` runs, so that copying a value costs no reference counting.
    private var text = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The plan's program while `body` runs, for the same reason.
    private var steps = UnsafeBufferPointer<WriteProgram.Step>(start: nil, count: 0)
    private var programBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var errors: [GraphQLError] = []
    /// The path of the value being written: field ids, and list indexes stored as `-1 - index`.
    private var path: [Int] = []
    /// The request's document text, and where its lines start, read at the first field error: GraphQLSwift's own
    /// locating scans the whole text once per error.
    private let documentText: DocumentText
    private var sourceLines: SourceLines?
    /// The records each filtered root list admitted, by argument slot, for the sites that share it.
    private var admittedBySlot: [Int: [Int]] = [:]

    /// A writer for one request of `documentText`; `introspection` holds the encoded value of each root
    /// introspection field by key, and `introspectionErrors` its field errors, recorded when the writer reaches it.
    init(
        data: EngineData, plan: ExecutionPlan, arguments: [BoundArgument], introspection: [String: [UInt8]],
        introspectionErrors: [String: [GraphQLError]], documentText: DocumentText
    ) {
        self.data = data
        self.documentText = documentText
        self.plan = plan
        self.arguments = arguments
        self.introspection = introspection
        self.introspectionErrors = introspectionErrors
        // Most values are short strings; reserving for them saves regrowing the buffer while writing.
        bytes.reserveCapacity(min(plan.bound, 1 << 16) * 16)
    }

    /// The whole response body: `data`, null if an error nulled it, then `errors` in the order they arose.
    mutating func body() -> [UInt8] {
        JSONBytes.appendLiteral(#"{"data":"#, to: &bytes)
        let mark = bytes.count
        let program = plan.program
        let complete = data.text.withUnsafeBufferPointer { text in
            program.steps.withUnsafeBufferPointer { steps in
                program.bytes.withUnsafeBufferPointer { programBytes in
                    self.text = text
                    self.steps = steps
                    self.programBytes = programBytes
                    defer {
                        self.text = UnsafeBufferPointer(start: nil, count: 0)
                        self.steps = UnsafeBufferPointer(start: nil, count: 0)
                        self.programBytes = UnsafeBufferPointer(start: nil, count: 0)
                    }
                    return writeObject(program.root, index: 0)
                }
            }
        }
        if !complete {
            bytes.removeSubrange(mark...)
            JSONBytes.appendLiteral("null", to: &bytes)
        }
        if !errors.isEmpty {
            JSONBytes.appendLiteral(#","errors":"#, to: &bytes)
            bytes.append(contentsOf: ResponseEncoding.errors(errors))
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    private mutating func writeObject(_ fields: Range<Int32>, index: Int) -> Bool {
        bytes.append(UInt8(ascii: "{"))
        for position in fields {
            let field = steps[Int(position)]
            if position > fields.lowerBound { bytes.append(UInt8(ascii: ",")) }
            append(field.key)
            path.append(Int(field.id))
            let mark = bytes.count
            if !writeValue(of: field, index: index) {
                guard field.nullable else {
                    path.removeLast()
                    return false
                }
                bytes.removeSubrange(mark...)
                JSONBytes.appendLiteral("null", to: &bytes)
            }
            path.removeLast()
        }
        bytes.append(UInt8(ascii: "}"))
        return true
    }

    /// Writes a list of objects; false when an element failed, since every list of the schema is `[T!]!`.
    private mutating func writeList<Indices: Collection<Int>>(_ indices: Indices, of field: WriteProgram.Step) -> Bool {
        bytes.append(UInt8(ascii: "["))
        for (position, element) in indices.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            path.append(-1 - position)
            let written = writeSelection(of: field, index: element)
            path.removeLast()
            guard written else { return false }
        }
        bytes.append(UInt8(ascii: "]"))
        return true
    }

    /// Writes the value of `field` on the object at `index`; false when it is null because of an error.
    private mutating func writeValue(of field: WriteProgram.Step, index: Int) -> Bool {
        switch field.resolver {
        case .typename: append(field.typename)
        case .introspection:
            let key = planned(field).responseKey
            errors += introspectionErrors[key] ?? []
            // A value is missing only where an error nulled it, recorded just above.
            guard let value = introspection[key] else {
                JSONBytes.appendLiteral("null", to: &bytes)
                return field.nullable
            }
            bytes.append(contentsOf: value)
        case .queryContinent, .queryCountry, .queryLanguage:
            return writeLookup(field)
        case .queryContinents, .queryCountries, .queryLanguages:
            return writeRootList(field)
        case .continentCode: copy(data.continents[index].code)
        case .continentName: copy(data.continents[index].name)
        case .continentCountries: return writeList(data.continentCountries[data.continents[index].countries], of: field)
        case .countryAwsRegion: copy(data.countries[index].awsRegion)
        case .countryCapital: copy(data.countries[index].capital)
        case .countryCode: copy(data.countries[index].code)
        case .countryContinent: return writeSelection(of: field, index: data.countries[index].continent)
        case .countryCurrencies: copy(data.countries[index].currencies)
        case .countryCurrency: copy(data.countries[index].currency)
        case .countryEmoji: copy(data.countries[index].emoji)
        case .countryEmojiU: copy(data.countries[index].emojiU)
        case .countryLanguages: return writeList(data.countryLanguages[data.countries[index].languages], of: field)
        case .countryName: return writeName(of: field, country: index)
        case .countryNative: copy(data.countries[index].native)
        case .countryPhone: copy(data.countries[index].phone)
        case .countryPhones: copy(data.countries[index].phones)
        case .countryStates: return writeList(data.countries[index].states, of: field)
        case .countrySubdivisions: return writeList(data.countries[index].subdivisions, of: field)
        case .languageCode: copy(data.languages[index].code)
        case .languageCountries: return writeList(data.languageCountries[data.languages[index].countries], of: field)
        case .languageName: copy(data.languages[index].name)
        case .languageNative: copy(data.languages[index].native)
        case .languageRtl: JSONBytes.appendLiteral(data.languages[index].rtl ? "true" : "false", to: &bytes)
        case .stateCode: copy(data.states[index].code)
        case .stateCountry: return writeSelection(of: field, index: data.states[index].country)
        case .stateName: copy(data.states[index].name)
        case .subdivisionCode: copy(data.subdivisions[index].code)
        case .subdivisionEmoji: copy(data.subdivisions[index].emoji)
        case .subdivisionName: copy(data.subdivisions[index].name)
        }
        return true
    }

    private mutating func writeLookup(_ field: WriteProgram.Step) -> Bool {
        guard case .code(let code) = argument(of: field) else { return fail(field) }
        let found: Int? = switch field.resolver {
        case .queryContinent: code.flatMap { data.continentIndex[ExactText($0)] }
        case .queryCountry: code.flatMap { data.countryIndex[ExactText($0)] }
        default: code.flatMap { data.languageIndex[ExactText($0)] }
        }
        guard let found else {
            JSONBytes.appendLiteral("null", to: &bytes)
            return true
        }
        return writeSelection(of: field, index: found)
    }

    /// Writes the object at `index` as `field`'s selection; false when that selection could not be collected.
    private mutating func writeSelection(of field: WriteProgram.Step, index: Int) -> Bool {
        if field.selectionFails { return fail(field, error: planned(field).selectionFailure) }
        return writeObject(field.children, index: index)
    }

    private mutating func writeRootList(_ field: WriteProgram.Step) -> Bool {
        // Each filtered list is bounded work; between them, a request whose deadline passed (its task cancelled,
        // its answer unused) stops here.
        guard !Task.isCancelled else { return false }
        guard field.argumentSlot >= 0 else { return fail(field) }
        let slot = Int(field.argumentSlot)
        let shared = plan.argumentSites[slot].sameAs ?? slot
        if let admitted = admittedBySlot[shared] { return writeList(admitted, of: field) }
        let records = data.records
        let admitted: [Int]
        switch arguments[slot] {
        case .countryFilter(let filter): admitted = Self.admitted(records.countries, by: filter)
        case .continentFilter(let filter): admitted = Self.admitted(records.continents, by: filter)
        case .languageFilter(let filter): admitted = Self.admitted(records.languages, by: filter)
        default: return fail(field)
        }
        admittedBySlot[shared] = admitted
        return writeList(admitted, of: field)
    }

    /// The indexes of the records `filter` keeps, in order; every index without testing a record when it has no clause.
    private static func admitted<Record>(_ records: [Record], by filter: RecordFilter<Record>) -> [Int] {
        filter.keepsEverything ? Array(records.indices) : records.indices.filter { filter.admits(records[$0]) }
    }

    private mutating func writeName(of field: WriteProgram.Step, country index: Int) -> Bool {
        guard case .nameLanguage(let position) = argument(of: field) else { return fail(field) }
        guard let position else {
            copy(data.countries[index].name)
            return true
        }
        guard let name = data.name(ofCountry: index, inLanguageAt: position) else {
            return fail(field, error: FieldError("Country \(index) has no name in \(data.nameLanguages[position])"))
        }
        copy(name)
        return true
    }

    private func argument(of field: WriteProgram.Step) -> BoundArgument? {
        field.argumentSlot >= 0 ? arguments[Int(field.argumentSlot)] : nil
    }

    /// The planned field behind a step: what only an error or a rare resolver needs.
    private func planned(_ field: WriteProgram.Step) -> PlannedField {
        plan.fields[Int(field.id)]
    }

    /// Appends a range of the program's bytes (a key, a typename).
    @inline(__always)
    private mutating func append(_ range: Range<Int32>) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: programBytes[Int(range.lowerBound)..<Int(range.upperBound)]))
    }

    @inline(__always)
    private mutating func copy(_ value: EncodedValue) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[Int(value.start)..<Int(value.end)]))
    }

    /// Records the field's error (its bound arguments' failure unless `error` is given) with its path and
    /// locations, and reports the value as null.
    private mutating func fail(_ step: WriteProgram.Step, error: FieldError? = nil) -> Bool {
        let field = planned(step)
        var failure = error ?? FieldError("Internal error: \(field.coordinate) has no arguments bound")
        if error == nil, case .failure(let bound) = argument(of: step) { failure = bound }
        let elements: [any IndexPathElement] = path.map { step in
            step >= 0 ? IndexPathValue.key(plan.fields[step].responseKey) : IndexPathValue.index(-1 - step)
        }
        if sourceLines == nil { sourceLines = SourceLines(documentText) }
        let locations = sourceLines.flatMap(failure.locations(in:)) ?? fieldLocations(of: field)
        errors.append(GraphQLError(message: failure.description, locations: locations, path: IndexPath(elements)))
        return false
    }

    /// Where the field's merged nodes start.
    private mutating func fieldLocations(of field: PlannedField) -> [SourceLocation] {
        let offsets = field.nodes.compactMap { $0.loc?.start }
        if sourceLines == nil { sourceLines = SourceLines(documentText) }
        return sourceLines.map { lines in offsets.map(lines.location(of:)) } ?? []
    }
}
