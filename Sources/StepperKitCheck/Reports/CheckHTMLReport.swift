import Foundation
public import StepperKit
import StepperKitLocalization
import StepperKitText
import StepperKitUI
import StepperKitSupport

/// The HTML report of a check: one page that opens from disk.
///
/// Every finding in it, grouped by key with the worst keys first, drawn a page of keys at a time so a report of
/// any size opens quickly.
///
/// Each measured finding shows what was measured: the text drawn in its font, size and direction with
/// the kit's own glyph outlines (the component around it for a slot), the width it was allowed as a blue
/// line and the source text's width for an expansion. Filters by severity, rule, language and text; "show
/// all" lays every key out on one page (also `index.html#all`).
///
/// ```swift
/// try CheckHTMLReport(report, registry: StepperStyleRegistry()).write(to: output)
/// ```
public struct CheckHTMLReport {
    private let report: DiagnosticReport
    private let registry: StepperStyleRegistry
    private let font: FontRequest

    /// At most this many distinct drawings are made; findings beyond them are drawn as bars by the page.
    public static let maximumDrawings = 2000
    /// Key groups a page shows at once.
    public static let groupsPerPage = 40

    /// The report of a check; registry rebuilds the stepper styles of slot findings.
    public init(_ report: DiagnosticReport, registry: StepperStyleRegistry = StepperStyleRegistry(), font: FontRequest = .default) {
        self.report = report
        self.registry = registry
        self.font = font
    }

    /// Writes the page.
    public func write(to output: ReportOutput) throws {
        let spool = report.diagnostics
        // Worst keys first; keys of equal severity in file order.
        let groups = spool.groups.enumerated().sorted { lhs, rhs in
            (lhs.element.worst, -lhs.offset) > (rhs.element.worst, -rhs.offset)
        }.map(\.element)
        try output.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
        try output.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        try output.write("<title>stepperkit \(OutputEscaping.xml(report.tool))</title>\n<style>\(Self.css)</style></head>\n<body>\n")
        try output.write("<h1>stepperkit \(OutputEscaping.xml(report.tool))</h1>\n")
        try output.write("<p class=\"summary\">\(OutputEscaping.xml(report.summary))</p>\n")
        if !report.files.isEmpty {
            try output.write("<p class=\"files\">\(report.files.map { "<code>\(OutputEscaping.xml($0))</code>" }.joined(separator: " "))</p>\n")
        }
        if let baseline = report.baseline {
            try output.write("<p class=\"baseline\">baseline <code>\(OutputEscaping.xml(baseline.file))</code>: \(baseline.suppressed) findings accepted, \(baseline.stale.count) stale entries</p>\n")
        }
        try output.write(Self.table(spool))
        try output.write(Self.controls)
        try output.write("<main id=\"groups\"></main>\n<nav id=\"pager\"></nav>\n")
        try output.write("<script type=\"application/json\" id=\"data\">{\"perPage\":\(Self.groupsPerPage),\"groups\":[")
        var drawer = Drawer(registry: registry, font: font)
        for (index, group) in groups.enumerated() {
            var json = index == 0 ? "\n{" : ",\n{"
            json += "\"file\":"
            OutputEscaping.appendJSONString(group.file ?? "", to: &json)
            json += ",\"key\":"
            if let key = group.key { OutputEscaping.appendJSONString(key, to: &json) } else { json += "null" }
            json += ",\"worst\":\"\(group.worst.rawValue)\",\"findings\":["
            for (position, diagnostic) in spool.diagnostics(of: group).enumerated() {
                if position > 0 { json += "," }
                json += "{\"d\":" + DiagnosticJSON.encode(diagnostic)
                if let svg = drawer.drawing(for: diagnostic) {
                    json += ",\"svg\":"
                    OutputEscaping.appendJSONString(svg, to: &json)
                }
                json += "}"
            }
            json += "]}"
            try output.write(json)
        }
        try output.write("\n]}</script>\n<script>\(Self.script)</script>\n</body></html>\n")
        try output.flush()
    }

    /// The table of findings by rule (worst first) and language.
    private static func table(_ spool: DiagnosticSpool) -> String {
        let lines = TextReport.summaryTable(spool)
        guard !lines.isEmpty else { return "<p class=\"clean\">No findings.</p>\n" }
        return "<pre class=\"table\">" + lines.map(OutputEscaping.xml).joined(separator: "\n") + "</pre>\n"
    }

    // MARK: - Drawings

    /// Draws measured text with the kit's layout and renderer, each distinct drawing once.
    private struct Drawer {
        let registry: StepperStyleRegistry
        let font: FontRequest
        var made: [String: String] = [:]
        var engine: LayoutEngine?
        var exhausted = false

        init(registry: StepperStyleRegistry, font: FontRequest) {
            self.registry = registry
            self.font = font
            engine = try? LayoutEngine(services: LayoutServices.kit())
        }

        mutating func drawing(for diagnostic: Diagnostic) -> String? {
            guard let evidence = diagnostic.evidence, let text = evidence.text, let engine else { return nil }
            let size = evidence.dynamicTypeSize.flatMap(DynamicTypeSize.named) ?? .large
            let style = evidence.textStyle.flatMap(TextStyle.init(rawValue:)) ?? .body
            let language = diagnostic.cell.language ?? "en"
            let key = [text, size.rawValue, style.rawValue, language, evidence.slot ?? "", evidence.allowedWidth.map { String($0) } ?? "",
                       evidence.sourceWidth.map { String($0) } ?? ""].joined(separator: "\u{0}")
            if let known = made[key] { return known }
            guard made.count < CheckHTMLReport.maximumDrawings else { return nil }
            var environment = EnvironmentValues(locale: (try? LocaleID(language)) ?? .defaultFormatting)
            environment.dynamicTypeSize = size
            environment.fontSource = font
            let node: AnyView
            if let slot = evidence.slot.flatMap({ FitSlot(description: $0, registry: registry) }) {
                node = AnyView(slot.node(showing: text, in: environment))
            } else {
                node = AnyView(Text(verbatim: text).font(.style(style)).lineLimit(evidence.lineLimit ?? 1).fixedSize().padding(0))
            }
            guard let result = try? engine.layout(node, in: environment) else { return nil }
            let frame = result.root.frame
            let svg = HTMLReport.inner(SVGRenderer(background: .white).render(result.root))
            var guides: [(Double, String, String)] = []
            if let allowed = evidence.allowedWidth { guides.append((allowed, HTMLReport.guideColor, "allowed \(KeyChecker.points(allowed)) pt")) }
            if let source = evidence.sourceWidth { guides.append((source, "#8E8E93", "source \(KeyChecker.points(source)) pt")) }
            let margin = 6.0
            let right = max(frame.maxX, guides.map(\.0).max() ?? frame.maxX) + 40
            let width = right - frame.minX + 2 * margin
            let height = frame.height + 2 * margin + 14
            var markup = #"<svg xmlns="http://www.w3.org/2000/svg" class="drawing" width="\#(Self.number(width))" height="\#(Self.number(height))" "#
                + #"viewBox="\#(Self.number(frame.minX - margin)) \#(Self.number(frame.minY - margin)) \#(Self.number(width)) \#(Self.number(height))">"#
            markup += svg
            for (x, color, label) in guides {
                markup += #"<line x1="\#(Self.number(x))" y1="\#(Self.number(frame.minY - margin))" x2="\#(Self.number(x))" y2="\#(Self.number(frame.maxY + 4))" "#
                    + #"stroke="\#(color)" stroke-width="1.5" stroke-dasharray="4 3"/>"#
                markup += #"<text x="\#(Self.number(x + 2))" y="\#(Self.number(frame.maxY + 12))" font-size="10" fill="\#(color)" font-family="sans-serif">\#(OutputEscaping.xml(label))</text>"#
            }
            markup += "</svg>"
            made[key] = markup
            return markup
        }

        static func number(_ value: Double) -> String {
            String(format: "%.1f", value)
        }
    }

    // MARK: - Page parts

    private static let controls = """
        <form class="filters" onsubmit="return false">
        <label>severity <select id="f-severity"><option value="">all</option><option>error</option><option>warning</option><option>note</option></select></label>
        <label>rule <select id="f-rule"><option value="">all</option></select></label>
        <label>language <select id="f-language"><option value="">all</option></select></label>
        <label>text <input id="f-text" type="search" placeholder="key or message"></label>
        <button type="button" id="show-all">show all</button>
        <span id="count"></span>
        </form>

        """

    private static let css = """
        body{font:14px/1.45 -apple-system,system-ui,"Inter","DejaVu Sans",sans-serif;margin:24px;color:#1c1c1e;background:#f2f2f7}
        h1{font-size:22px;margin:0 0 4px}.summary{font-size:15px;margin:0 0 8px}.files code{margin-right:8px}
        pre.table{background:#fff;padding:10px;border-radius:8px;overflow:auto;font-size:12px}
        .filters{position:sticky;top:0;background:#f2f2f7;padding:8px 0;display:flex;gap:12px;flex-wrap:wrap;align-items:center;z-index:1}
        .group{background:#fff;border-radius:10px;padding:10px 14px;margin:10px 0;border-left:6px solid #8e8e93}
        .group.error{border-left-color:#d70015}.group.warning{border-left-color:#c93400}.group.note{border-left-color:#0a84ff}
        .group h2{font-size:15px;margin:0 0 6px;word-break:break-all}.group h2 small{color:#6e6e73;font-weight:normal}
        .finding{margin:6px 0;padding:6px 0;border-top:1px solid #e5e5ea}.finding:first-of-type{border-top:0}
        .badge{display:inline-block;font-size:11px;font-weight:600;padding:1px 6px;border-radius:4px;color:#fff;margin-right:6px}
        .badge.error{background:#d70015}.badge.warning{background:#c93400}.badge.note{background:#0a84ff}
        .rule{font-family:ui-monospace,monospace;font-size:12px;color:#3a3a3c;margin-right:6px}.where{color:#6e6e73;font-size:12px}
        .message{white-space:pre-wrap;word-break:break-word}.shown{font-size:16px;margin:4px 0;padding:2px 6px;background:#f2f2f7;border-radius:4px;display:inline-block}
        svg.drawing{display:block;margin:6px 0;max-width:100%;height:auto;background:#fff;border:1px solid #e5e5ea}
        .bars{display:block;margin:6px 0}
        nav#pager{display:flex;gap:6px;flex-wrap:wrap;margin:12px 0}nav#pager button.current{font-weight:700}
        """

    private static let script = #"""
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("data").textContent);
          const groups = data.groups;
          const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; };
          // Control characters in a key shown as the text report writes them (\n, \u{1B}), not as boxes or nothing.
          const visible = s => s.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, c => c === "\n" ? "\\n" : c === "\r" ? "\\r"
            : c === "\t" ? "\\t" : "\\u{" + c.charCodeAt(0).toString(16).toUpperCase() + "}");
          const rules = new Set(), languages = new Set();
          for (const g of groups) for (const f of g.findings) { rules.add(f.d.rule); if (f.d.language) languages.add(f.d.language); }
          const fill = (id, values) => { const s = document.getElementById(id); for (const v of [...values].sort()) { const o = el("option", null, v); o.value = v; s.appendChild(o); } };
          fill("f-rule", rules); fill("f-language", languages);
          let page = 0, showAll = location.hash === "#all";
          const filters = () => ({
            severity: document.getElementById("f-severity").value, rule: document.getElementById("f-rule").value,
            language: document.getElementById("f-language").value, text: document.getElementById("f-text").value.toLowerCase() });
          const matches = (f, g, q) => (!q.severity || f.d.severity === q.severity) && (!q.rule || f.d.rule === q.rule)
            && (!q.language || f.d.language === q.language)
            && (!q.text || (g.key || "").toLowerCase().includes(q.text) || f.d.message.toLowerCase().includes(q.text));
          const bars = (e) => {
            const svgNS = "http://www.w3.org/2000/svg", scale = 300 / Math.max(e.measuredWidth || 1, e.allowedWidth || 1, e.sourceWidth || 1);
            const svg = document.createElementNS(svgNS, "svg"); svg.setAttribute("class", "bars"); svg.setAttribute("width", "360"); svg.setAttribute("height", "34");
            const bar = (y, w, color) => { const r = document.createElementNS(svgNS, "rect"); r.setAttribute("x", "0"); r.setAttribute("y", y); r.setAttribute("height", "10"); r.setAttribute("width", Math.max(1, w * scale)); r.setAttribute("fill", color); svg.appendChild(r); };
            if (e.sourceWidth) bar(0, e.sourceWidth, "#8e8e93");
            bar(12, e.measuredWidth || 0, "#c93400");
            if (e.allowedWidth) { const l = document.createElementNS(svgNS, "line"); const x = e.allowedWidth * scale; l.setAttribute("x1", x); l.setAttribute("x2", x); l.setAttribute("y1", 0); l.setAttribute("y2", 34); l.setAttribute("stroke", "#0a84ff"); l.setAttribute("stroke-dasharray", "4 3"); svg.appendChild(l); }
            return svg;
          };
          const render = () => {
            const q = filters(), main = document.getElementById("groups"), pager = document.getElementById("pager");
            main.textContent = ""; pager.textContent = "";
            const shown = [];
            for (const g of groups) { const fs = g.findings.filter(f => matches(f, g, q)); if (fs.length) shown.push([g, fs]); }
            const total = shown.reduce((n, s) => n + s[1].length, 0);
            document.getElementById("count").textContent = total + " findings in " + shown.length + " keys";
            const pages = Math.max(1, Math.ceil(shown.length / data.perPage));
            if (page >= pages) page = pages - 1;
            const slice = showAll ? shown : shown.slice(page * data.perPage, (page + 1) * data.perPage);
            for (const [g, fs] of slice) {
              const worst = fs.some(f => f.d.severity === "error") ? "error" : fs.some(f => f.d.severity === "warning") ? "warning" : "note";
              const section = el("section", "group " + worst);
              const h = el("h2", null, g.key !== null ? "\u201C" + visible(g.key) + "\u201D" : g.file ? "(the whole catalog)" : "(this machine)");
              if (g.file) { h.appendChild(document.createTextNode(" ")); h.appendChild(el("small", null, g.file)); }
              section.appendChild(h);
              for (const f of fs) {
                const d = f.d, item = el("div", "finding");
                item.appendChild(el("span", "badge " + d.severity, d.severity)); item.appendChild(el("span", "rule", d.rule));
                const where = [d.language, d.cell ? Object.entries(d.cell).map(([a, v]) => a + " " + v).join(" · ") : "", d.line ? "line " + d.line : ""].filter(Boolean).join(" · ");
                item.appendChild(el("span", "where", where));
                item.appendChild(el("div", "message", d.message));
                const e = d.evidence;
                if (e && e.text && !f.svg) {
                  const shownText = el("div", "shown", e.shownText || e.text); shownText.dir = e.rightToLeft ? "rtl" : "ltr"; shownText.lang = d.language || "";
                  item.appendChild(shownText);
                }
                if (f.svg) { const holder = el("div"); holder.innerHTML = f.svg; item.appendChild(holder.firstChild); }
                else if (e && e.measuredWidth) item.appendChild(bars(e));
                section.appendChild(item);
              }
              main.appendChild(section);
            }
            if (!showAll && pages > 1) for (let i = 0; i < pages; i++) {
              const b = el("button", i === page ? "current" : "", String(i + 1)); b.type = "button";
              b.onclick = () => { page = i; render(); window.scrollTo(0, 0); }; pager.appendChild(b);
            }
            document.body.dataset.shownFindings = String(main.querySelectorAll(".finding").length);
            document.body.dataset.totalFindings = String(total);
          };
          for (const id of ["f-severity", "f-rule", "f-language", "f-text"]) document.getElementById(id).addEventListener("input", () => { page = 0; render(); });
          document.getElementById("show-all").onclick = () => { showAll = !showAll; render(); };
          render();
          document.body.dataset.ready = "true";
        })();
        """#
}

extension FitSlot {
    /// The slot a description names ("button in capsule, regular", "badge"), with a style the registry has.
    init?(description: String, registry: StepperStyleRegistry) {
        if description == "badge" {
            self = .badge
            return
        }
        let parts = description.split(separator: " ", maxSplits: 2)
        guard parts.count == 3, parts[1] == "in" else { return nil }
        let rest = parts[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard rest.count == 2, let controlSize = ControlSize(rawValue: rest[1]),
              let slot = try? FitSlot(named: String(parts[0]), style: rest[0], controlSize: controlSize, registry: registry) else { return nil }
        self = slot
    }
}
