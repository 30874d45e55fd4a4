import AppStoreModels
import Foundation
import StoreHelperFixtures
import Testing

@Suite struct MillisecondDateTests {
    @Test func wholeMillisecondsEncodeAsIntegers() throws {
        let date = try JSONDecoder().decode(MillisecondDate.self, from: Data("1698148900000".utf8))
        #expect(date.date == Date(timeIntervalSince1970: 1_698_148_900))
        #expect(String(decoding: try JSONEncoder().encode(date), as: UTF8.self) == "1698148900000")
    }

    @Test func xcodeFractionalMillisecondsRoundTrip() throws {
        let json = Data("1697679936049.7297".utf8)
        let date = try JSONDecoder().decode(MillisecondDate.self, from: json)
        #expect(date.wholeMilliseconds == 1_697_679_936_049)
        #expect(try Fixtures.canonicalJSON(JSONEncoder().encode(date)) == Fixtures.canonicalJSON(json))
    }

    @Test func xcodeDistantPastRoundTrips() throws {
        let date = try JSONDecoder().decode(MillisecondDate.self, from: Data("-62135769600000".utf8))
        #expect(date.date < Date(timeIntervalSince1970: 0))
        #expect(String(decoding: try JSONEncoder().encode(date), as: UTF8.self) == "-62135769600000")
    }

    @Test func dateViewTruncatesToWholeMilliseconds() {
        let date = MillisecondDate(Date(timeIntervalSince1970: 1.2345))
        #expect(date.millisecondsSince1970 == 1234)
        #expect(date < MillisecondDate(milliseconds: 1235))
    }

    @Test func nonNumbersAreRejected() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MillisecondDate.self, from: Data(#""2024-01-01""#.utf8))
        }
    }
}
