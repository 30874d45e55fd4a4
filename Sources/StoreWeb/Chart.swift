#if Server
import Foundation

/// A chart drawn as SVG, a line over time or bars by category: a title, a y axis with round ticks, labels
/// under the x axis, and a mark per point (a circle or a bar) whose `<title>` says its label and value (a
/// tooltip, and what a screen reader reads).
public struct Chart: Sendable {
    /// How the points are drawn.
    public enum Style: Sendable {
        /// A line through the points, in order (a series over time).
        case line
        /// A bar per point (values by category).
        case bars
    }

    /// One value in the series.
    public struct Point: Sendable, Hashable {
        public var label: String
        public var value: Double

        public init(label: String, value: Double) {
            self.label = label
            self.value = value
        }
    }

    public var title: String
    public var points: [Point]
    /// How a value is written on the axis and in a point's title.
    public var format: @Sendable (Double) -> String
    /// The smallest distance between two ticks (1 for counts, so no tick falls between whole numbers).
    public var smallestStep = 0.0

    public var style: Style

    public init(title: String, points: [Point], style: Style = .line, format: @escaping @Sendable (Double) -> String = Chart.plain) {
        self.title = title
        self.points = points
        self.style = style
        self.format = format
    }

    /// Whole numbers as they are, others with two decimals.
    public static let plain: @Sendable (Double) -> String = { value in
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(format: "%.2f", value)
    }

    static let width = 520.0
    static let height = 240.0
    static let left = 64.0, right = 16.0, top = 36.0, bottom = 44.0

    /// The chart as an `<svg>` element.
    public var svg: String {
        let id = "chart-" + String(title.utf8.reduce(UInt64(5_381)) { $0 &* 33 &+ UInt64($1) }, radix: 36)
        let ticks = Self.ticks(
            upTo: max(points.map(\.value).max() ?? 0, 0),
            from: min(points.map(\.value).min() ?? 0, 0),
            smallestStep: smallestStep
        )
        let low = ticks.first ?? 0
        let high = ticks.last ?? 1
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        let band = plotWidth / Double(max(points.count, 1))
        func x(_ index: Int) -> Double {
            if style == .bars { return Self.left + band * (Double(index) + 0.5) }
            return points.count < 2 ? Self.left + plotWidth / 2 : Self.left + plotWidth * Double(index) / Double(points.count - 1)
        }
        func y(_ value: Double) -> Double { Self.top + plotHeight * (1 - (value - low) / max(high - low, 1e-9)) }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" role="img" \
            aria-labelledby="\(id)"><title id="\(id)">\(Display.html(title))</title>
            <text x="\(Int(Self.left))" y="20" font-size="15" font-weight="600">\(Display.html(title))</text>

            """
        for tick in ticks {
            let at = Self.number(y(tick))
            svg += "<line x1=\"\(Int(Self.left))\" x2=\"\(Int(Self.width - Self.right))\" y1=\"\(at)\" y2=\"\(at)\" stroke=\"#d5dae0\"/>"
            svg += "<text x=\"\(Int(Self.left) - 6)\" y=\"\(at)\" font-size=\"11\" text-anchor=\"end\" dominant-baseline=\"middle\">"
            svg += "\(Display.html(format(tick)))</text>\n"
        }
        let axisY = Self.number(Self.height - Self.bottom)
        svg += "<line x1=\"\(Int(Self.left))\" x2=\"\(Int(Self.width - Self.right))\" y1=\"\(axisY)\" y2=\"\(axisY)\" stroke=\"#1a1a1a\"/>"
        svg += "<line x1=\"\(Int(Self.left))\" x2=\"\(Int(Self.left))\" y1=\"\(Int(Self.top))\" y2=\"\(axisY)\" stroke=\"#1a1a1a\"/>\n"
        let every = max(1, Int((Double(points.count) / (style == .bars ? 8 : 6)).rounded(.up)))
        for (index, point) in points.enumerated() where index % every == 0 {
            svg += "<text x=\"\(Self.number(x(index)))\" y=\"\(Self.number(Self.height - Self.bottom + 16))\" font-size=\"11\" "
            svg += "text-anchor=\"middle\">\(Display.html(point.label))</text>\n"
        }
        if style == .bars {
            for (index, point) in points.enumerated() {
                let top = min(y(point.value), y(0))
                let height = abs(y(point.value) - y(0))
                svg += "<rect x=\"\(Self.number(x(index) - band * 0.3))\" y=\"\(Self.number(top))\" width=\"\(Self.number(band * 0.6))\" "
                svg +=
                    "height=\"\(Self.number(height))\" fill=\"#0b4f9c\"><title>\(Display.html(point.label)): \(Display.html(format(point.value)))</title></rect>\n"
            }
            return svg + "</svg>"
        }
        if points.count > 1 {
            let path = points.indices.map { "\(Self.number(x($0))),\(Self.number(y(points[$0].value)))" }.joined(separator: " ")
            svg += "<polyline fill=\"none\" stroke=\"#0b4f9c\" stroke-width=\"2\" points=\"\(path)\"/>\n"
        }
        for (index, point) in points.enumerated() {
            svg += "<circle cx=\"\(Self.number(x(index)))\" cy=\"\(Self.number(y(point.value)))\" r=\"3.5\" fill=\"#0b4f9c\">"
            svg += "<title>\(Display.html(point.label)): \(Display.html(format(point.value)))</title></circle>\n"
        }
        return svg + "</svg>"
    }

    /// Round ticks (1, 2 or 5 times a power of ten apart) from `low` to at least `high`: five or so.
    static func ticks(upTo high: Double, from low: Double, smallestStep: Double = 0) -> [Double] {
        guard high > low else { return [floor(low), floor(low) + max(1, smallestStep)] }
        let rough = max((high - low) / 4, smallestStep)
        let magnitude = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        let first = floor(low / step) * step
        var ticks = [first]
        while ticks.last! < high { ticks.append(ticks.last! + step) }
        if ticks.count == 1 { ticks.append(first + step) }
        return ticks
    }

    static func number(_ value: Double) -> String { String(format: "%.1f", value) }
}
#endif
