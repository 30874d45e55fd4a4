import Testing

extension Tag {
    /// A test that waits on the wall clock (a real renewal, a process killed mid-write, a database brought
    /// back, a retry's delay): `.ci/run` runs these in a step of their own, where nothing else competes for
    /// the cores their timeouts assume.
    @Tag public static var wallClock: Self
}
