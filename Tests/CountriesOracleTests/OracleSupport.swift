import CountriesOracle
import CountriesEngine
import Foundation
import Testing

/// The engine the oracle tests compare: no memo, so that every request executes.
let unmemoizedEngine: Result<CountriesEngine, any Error> = Result { try CountriesEngine(memoize: false) }

/// Whether node and graphql-js can run here, and why not: probed once.
let oracleProbe: Result<OracleSetup, OracleUnavailable> = OracleSetup.located().flatMap { $0.probed() }

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where node and graphql-js are installed; elsewhere it is skipped, saying why.
    static var requiresGraphQLJS: Self {
        let reason: String = switch oracleProbe {
        case .success: "node and graphql-js are installed"
        case .failure(let unavailable): unavailable.reason
        }
        return .enabled(if: (try? oracleProbe.get()) != nil, Comment(rawValue: reason))
    }
}

/// A started oracle, or a test failure saying why it could not start.
func startedOracle() async throws -> NodeOracle {
    try await NodeOracle.start(oracleProbe.get())
}
