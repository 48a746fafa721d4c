public import Foundation
public import StepperKitUI
import StepperKitSupport

/// A self-contained static HTML report a person opens from disk.
///
/// Every cell's drawing inline, its findings listed and outlined on the drawing, a filter by rule and one
/// for each of the cells' axes (locale, size, style, or whatever a cell names) in plain JavaScript, and a
/// summary table. No server, no external file. Filters can be set from the address: `index.html#locale=es&size=large`.
///
/// ```swift
/// let screen = try LayoutEngine().layout(AddToCartStepper(quantity: 0), in: EnvironmentValues(locale: try LocaleID("es")))
/// let cell = HTMLReport.Cell(title: "Add · es · large", locale: "es", size: "large", style: "capsule",
///                            svg: SVGRenderer().render(screen.root), frame: screen.root.frame, findings: [])
/// let html = HTMLReport(title: "stepperkit check", cells: [cell])
/// try html.write(toDirectory: URL(filePath: "report"))   // report/index.html
/// ```
public struct HTMLReport: Sendable {
    /// One finding shown in a cell: its rule, severity, message and the outline drawn around its node.
    public struct Finding: Hashable, Sendable {
        /// The rule's identifier, such as "overflow".
        public let rule: String
        /// "error" or "warning".
        public let severity: String
        /// What is wrong.
        public let message: String
        /// The node's frame in the drawing's coordinates; nil for findings without a place.
        public let outline: Rect?

        /// A finding.
        public init(rule: String, severity: String, message: String, outline: Rect?) {
            self.rule = rule
            self.severity = severity
            self.message = message
            self.outline = outline
        }
    }

    /// One value a cell has on one axis the page filters by, such as "locale" "es".
    public struct Filter: Hashable, Sendable {
        /// The axis, shown as the filter's label.
        public let name: String
        /// The cell's value on it ("" when the axis does not apply to the cell).
        public let value: String

        /// A cell's value on an axis.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One cell of a matrix: what it is, its drawing and its findings.
    public struct Cell: Sendable {
        /// The cell's title, such as "\"Add\" · es · many 1000000".
        public let title: String
        /// The cell's values on the axes the page filters by, in the order the filters are shown.
        public let filters: [Filter]
        /// An SVG document of the cell (its XML declaration is dropped), or nil for none.
        public let svg: String?
        /// The drawing's size in points, for the outline layer.
        public let frame: Rect
        /// Vertical guides to draw, such as the width the text must fit, in points.
        public let guides: [Double]
        /// The findings.
        public let findings: [Finding]
        /// How long the drawing's animation lasts when the SVG is animated; nil for a still drawing.
        public let animationDuration: Duration?

        /// A cell filtered by locale, Dynamic Type size and style; an animated drawing gives its length, for the page's replay button.
        public init(title: String, locale: String, size: String, style: String, svg: String?, frame: Rect, guides: [Double] = [],
                    findings: [Finding], animationDuration: Duration? = nil) {
            self.init(title: title, filters: [Filter("locale", locale), Filter("size", size), Filter("style", style)], svg: svg,
                      frame: frame, guides: guides, findings: findings, animationDuration: animationDuration)
        }

        /// A cell filtered by any axes, such as an audit's scene, state, width and style, each a filter of its own.
        public init(title: String, filters: [Filter], svg: String?, frame: Rect, guides: [Double] = [],
                    findings: [Finding], animationDuration: Duration? = nil) {
            self.title = title
            self.filters = filters
            self.svg = svg
            self.frame = frame
            self.guides = guides
            self.findings = findings
            self.animationDuration = animationDuration
        }

        /// The cell's value on an axis, "" when it has none.
        public func value(of axis: String) -> String {
            filters.first { $0.name == axis }?.value ?? ""
        }

        /// The locale, the summary table's columns ("" when the cell has none).
        public var locale: String { value(of: "locale") }
        /// The Dynamic Type size ("" when the cell has none).
        public var size: String { value(of: "size") }
        /// The style: a text style or a stepper style ("" when the cell has none).
        public var style: String { value(of: "style") }
    }

    /// The colour findings are outlined in: a magenta no kit style uses, so it stands out (and tests can find it).
    public static let outlineColor = "#FF00C8"

    /// The colour of guides, such as the width a text must fit.
    static let guideColor = "#0A84FF"

    /// The page title.
    public let title: String
    /// A line under the title, such as the command that made the report.
    public let subtitle: String
    /// The cells, in order.
    public let cells: [Cell]
    /// Lines under the summary, such as which cells of a larger run are drawn.
    public let notes: [String]

    /// A report of cells.
    public init(title: String, subtitle: String = "", notes: [String] = [], cells: [Cell]) {
        self.title = title
        self.subtitle = subtitle
        self.notes = notes
        self.cells = cells
    }

    /// Writes index.html into a directory, creating it; returns the file's URL.
    @discardableResult
    public func write(toDirectory directory: URL) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appending(path: "index.html")
        try AtomicFile.write(Array(html().utf8), to: file.path)
        return file
    }

    // MARK: - Page

    /// The page.
    public func html() -> String {
        var page: [String] = []
        page.append("<!DOCTYPE html>")
        page.append(#"<html lang="en"><head><meta charset="utf-8">"#)
        page.append("<title>\(XMLText.escaped(title))</title>")
        page.append("<style>\(Self.css)</style></head><body>")
        page.append("<h1>\(XMLText.escaped(title))</h1>")
        if !subtitle.isEmpty { page.append(#"<p class="subtitle">\#(XMLText.escaped(subtitle))</p>"#) }
        page.append(summaryTable())
        for note in notes { page.append(#"<p class="note">\#(XMLText.escaped(note))</p>"#) }
        // The axes are gathered from every cell once, for the filter bar and each cell's attributes.
        let axes = axes
        page.append(filters(axes))
        page.append(#"<div id="cells">"#)
        for (index, cell) in cells.enumerated() { page.append(render(cell, index: index, axes: axes)) }
        page.append("</div>")
        page.append(#"<p id="empty" hidden>No cell matches the filters.</p>"#)
        page.append("<script>\(Self.script)</script></body></html>")
        return page.joined(separator: "\n") + "\n"
    }

    private func summaryTable() -> String {
        let findings = cells.flatMap(\.findings)
        let rules = Array(Set(findings.map(\.rule))).sorted()
        let clean = cells.count { $0.findings.isEmpty }
        let counts = #"<p class="counts">\#(cells.count) cells drawn, \#(clean) without findings; \#(findings.count) findings.</p>"#
        // No findings, no table of them: a header row over nothing reads as a table that failed to fill.
        guard !rules.isEmpty else { return counts }
        let locales = ordered(cells.map(\.locale))
        var rows = ["<table class=\"summary\"><thead><tr><th>rule</th>"
                    + locales.map { "<th>\(XMLText.escaped($0.isEmpty ? "—" : $0))</th>" }.joined() + "<th>total</th></tr></thead><tbody>"]
        for rule in rules {
            let severity = findings.first { $0.rule == rule }?.severity ?? "warning"
            var row = #"<tr class="\#(severity)"><th>\#(XMLText.escaped(rule))</th>"#
            for locale in locales {
                let count = cells.filter { $0.locale == locale }.reduce(0) { $0 + $1.findings.count { $0.rule == rule } }
                row += "<td>\(count == 0 ? "" : String(count))</td>"
            }
            rows.append(row + "<td>\(findings.count { $0.rule == rule })</td></tr>")
        }
        rows.append("</tbody></table>")
        rows.append(counts)
        return rows.joined(separator: "\n")
    }

    /// The axes the cells are filtered by, in the order first met, each with its values in the order first met.
    private var axes: [(name: String, values: [String])] {
        var names: [String] = []
        var values: [String: [String]] = [:]
        for cell in cells {
            for filter in cell.filters {
                if values[filter.name] == nil { names.append(filter.name) }
                values[filter.name, default: []].append(filter.value)
            }
        }
        return names.map { ($0, ordered(values[$0] ?? []).filter { !$0.isEmpty }) }
    }

    /// The filter bar: a rule, each axis with more than one value (by its position among the axes), and findings only.
    private func filters(_ axes: [(name: String, values: [String])]) -> String {
        func select(_ label: String, key: String, _ values: [String]) -> String {
            let options = values.filter { !$0.isEmpty }.map { #"<option value="\#(XMLText.escaped($0))">\#(XMLText.escaped($0))</option>"# }
            return #"<label>\#(XMLText.escaped(label)) <select data-filter="\#(key)" data-name="\#(XMLText.escaped(label))"><option value="">all</option>\#(options.joined())</select></label>"#
        }
        let rules = Array(Set(cells.flatMap { $0.findings.map(\.rule) })).sorted()
        var form = #"<form class="filters">"# + select("rule", key: "rule", rules)
        for (index, axis) in axes.enumerated() where axis.values.count > 1 {
            form += select(axis.name, key: "axis-\(index)", axis.values)
        }
        return form + #"<label><input type="checkbox" data-filter="findings"> only cells with findings</label></form>"#
    }

    private func render(_ cell: Cell, index: Int, axes: [(name: String, values: [String])]) -> String {
        let rules = Set(cell.findings.map(\.rule)).sorted().joined(separator: " ")
        var html = #"<section class="cell\#(cell.findings.isEmpty ? "" : " has-findings")" id="cell-\#(index)" "#
            + axes.enumerated().map { #"data-axis-\#($0.offset)="\#(XMLText.escaped(cell.value(of: $0.element.name)))" "# }.joined()
            + #"data-rules="\#(XMLText.escaped(rules))">"#
        html += "<h2>\(XMLText.escaped(cell.title))</h2>"
        if let duration = cell.animationDuration {
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            html += #"<p class="motion">animated, \#(number(seconds)) s <button type="button" class="replay">replay</button></p>"#
        }
        html += drawing(of: cell)
        if !cell.findings.isEmpty {
            html += "<ul class=\"findings\">"
            for finding in cell.findings {
                html += #"<li class="\#(finding.severity)" data-rule="\#(XMLText.escaped(finding.rule))">"#
                    + #"<b>\#(XMLText.escaped(finding.severity)) [\#(XMLText.escaped(finding.rule))]</b> \#(XMLText.escaped(finding.message))</li>"#
            }
            html += "</ul>"
        }
        return html + "</section>"
    }

    /// The cell's SVG inside an outer SVG that adds a margin, the guides and the outlines.
    private func drawing(of cell: Cell) -> String {
        guard let svg = cell.svg else { return "" }
        let margin = 6.0
        let frame = cell.frame
        let right = max(frame.maxX, cell.guides.max() ?? frame.maxX)
        let width = right - frame.minX + 2 * margin
        let height = frame.height + 2 * margin
        // Small drawings (a control, a row) twice their size; a phone screen at about 400 pixels, so a
        // laptop's window shows three cells a row rather than one.
        let scale = min(2, max(1, 400 / max(width, 1)))
        var markup = #"<svg class="drawing" xmlns="http://www.w3.org/2000/svg" width="\#(number(width * scale))" "#
            + #"height="\#(number(height * scale))" viewBox="\#(number(frame.minX - margin)) \#(number(frame.minY - margin)) "#
            + #"\#(number(width)) \#(number(height))">"#
        markup += Self.inner(svg)
        for guide in cell.guides {
            markup += #"<line class="guide" x1="\#(number(guide))" y1="\#(number(frame.minY - margin))" x2="\#(number(guide))" "#
                + #"y2="\#(number(frame.maxY + margin))" stroke="\#(Self.guideColor)" stroke-width="1" stroke-dasharray="3 2"/>"#
        }
        for finding in cell.findings {
            guard let outline = finding.outline else { continue }
            markup += #"<rect class="outline" data-rule="\#(XMLText.escaped(finding.rule))" x="\#(number(outline.minX - 1.5))" "#
                + #"y="\#(number(outline.minY - 1.5))" width="\#(number(outline.width + 3))" height="\#(number(outline.height + 3))" "#
                + #"fill="none" stroke="\#(Self.outlineColor)" stroke-width="2"><title>\#(XMLText.escaped(finding.message))</title></rect>"#
        }
        return markup + "</svg>"
    }

    /// An SVG document without its XML declaration, so it can sit inside HTML.
    static func inner(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") else { return svg }
        return String(svg[end.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private func ordered(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    // MARK: - Style and script

    private static let css = """
        body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#1c1c1e;background:#fff}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:14px;margin:0 0 8px;font-weight:600}
        .subtitle{color:#636366;margin:0 0 16px}
        p.note{color:#636366;margin:4px 0}
        table.summary{border-collapse:collapse;margin:8px 0}table.summary th,table.summary td{border:1px solid #d1d1d6;padding:3px 8px;text-align:right}
        table.summary th:first-child{text-align:left}tr.error th:first-child{color:#c9001e}tr.warning th:first-child{color:#9a6700}
        form.filters{display:flex;gap:16px;flex-wrap:wrap;margin:16px 0;padding:8px;background:#f2f2f7;border-radius:8px}
        #cells{display:flex;flex-wrap:wrap;gap:12px}
        section.cell{border:1px solid #d1d1d6;border-radius:8px;padding:10px;max-width:100%;overflow:auto}
        section.cell.has-findings{border-color:#FF00C8}
        svg.drawing{display:block;background:#fff}
        p.motion{margin:0 0 6px;color:#636366}
        ul.findings{margin:8px 0 0;padding-left:18px}li.error b{color:#c9001e}li.warning b{color:#9a6700}
        """

    private static let script = """
        (function(){
          var controls=document.querySelectorAll('[data-filter]');
          // The address sets filters by their labels: #locale=es&size=large.
          location.hash.replace(/^#/,'').split('&').forEach(function(pair){
            var parts=pair.split('=');if(parts.length!==2){return;}
            var name=decodeURIComponent(parts[0]),value=decodeURIComponent(parts[1]);
            controls.forEach(function(c){if(c.tagName==='SELECT'&&c.dataset.name===name){
              for(var i=0;i<c.options.length;i++){if(c.options[i].value===value){c.value=value;}}}});
          });
          function apply(){
            var f={};controls.forEach(function(c){f[c.dataset.filter]=c.type==='checkbox'?c.checked:c.value;});
            var shown=0;
            document.querySelectorAll('section.cell').forEach(function(s){
              var rules=s.dataset.rules?s.dataset.rules.split(' '):[];
              var ok=(!f.rule||rules.indexOf(f.rule)>=0)&&(!f.findings||rules.length>0);
              Object.keys(f).forEach(function(k){
                if(ok&&k.indexOf('axis-')===0&&f[k]&&s.getAttribute('data-'+k)!==f[k]){ok=false;}});
              s.hidden=!ok;if(ok){shown++;}
              s.querySelectorAll('li[data-rule],rect.outline').forEach(function(e){
                e.style.display=(!f.rule||e.dataset.rule===f.rule)?'':'none';});
            });
            document.getElementById('empty').hidden=shown>0;
            document.body.setAttribute('data-shown-cells',String(shown));
          }
          controls.forEach(function(c){c.addEventListener('change',apply);});
          document.querySelectorAll('button.replay').forEach(function(b){b.addEventListener('click',function(){
            var svg=b.closest('section.cell').querySelector('svg.drawing svg');svg.setCurrentTime(0);svg.unpauseAnimations();});});
          apply();
          document.body.setAttribute('data-ready','true');
        })();
        """
}
