#if Server
import Testing

extension Tag {
    /// A test that waits on the wall clock: `.ci/run` runs these in a step of their own (see Tests/README.md).
    @Tag static var wallClock: Self
}
#endif
