#if Server
/// How the benches that time single calls take and summarise their times.
enum BenchTiming {
    /// Seconds `body` took, on the continuous clock, run in the caller's isolation.
    static func time(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async throws -> Double {
        let clock = ContinuousClock()
        let began = clock.now
        try await body()
        return began.duration(to: clock.now) / .seconds(1)
    }

    /// The median of `values` (the upper one of an even count).
    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
#endif
