/// The gallery's shared stylesheet. Fonts are DejaVu (Debian's `fonts-dejavu-core`) so
/// screenshots on CI machines match the recorded references. The gallery's own text (headings,
/// captions, marks) is dark gray on white or light gray, every pair at least 7:1; nothing is
/// dimmed with opacity. Component samples set their own colors, from their appearances.
enum GalleryStyle {
  static let stylesheet = """
    * { box-sizing: border-box; }
    html { font-size: 14px; }
    body { margin: 0; padding: 12px 24px; font-family: "DejaVu Sans", sans-serif;
      background: #f4f4f5; color: #18181b; line-height: 1.35; }
    a { color: #1d4ed8; }
    h1 { font-size: 22px; margin: 4px 0 8px; }
    h2 { font-size: 18px; margin: 18px 0 8px; }
    h3 { font-size: 14px; margin: 12px 0 6px; }
    p { margin: 4px 0; }
    nav.pages { display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 6px 0 8px;
      border-bottom: 1px solid #a1a1aa; margin-bottom: 8px; }
    nav.pages .current { font-weight: bold; }
    .mono { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
    .muted { color: #3f3f46; }
    .themes { display: grid; grid-template-columns: repeat(auto-fill, minmax(390px, 1fr));
      gap: 12px; }
    .theme-card { border: 1px solid #a1a1aa; border-radius: 10px; padding: 10px 12px;
      background: #ffffff; }
    .theme-card h2 { margin: 0 0 6px; font-size: 17px; }
    ul.strip { display: grid; grid-template-columns: repeat(6, 1fr); gap: 4px; list-style: none;
      padding: 0; margin: 6px 0; }
    ul.strip li { font-size: 10px; display: flex; flex-direction: column; }
    ul.strip .mono { font-size: 9.5px; }
    .chip { display: block; height: 30px; border-radius: 6px; border: 1px solid #71717a;
      box-shadow: inset 0 0 0 1px #ffffff; }
    .pass { color: #166534; font-weight: bold; }
    .fail { color: #b91c1c; font-weight: bold; }
    .swatches { display: flex; flex-wrap: wrap; gap: 8px; }
    .swatch { width: 132px; font-size: 11px; overflow-wrap: anywhere; }
    .swatch .chip { height: 40px; margin-bottom: 2px; }
    .modes { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 10px; }
    .mode { border-radius: 10px; padding: 8px 10px; border: 1px solid #71717a; }
    .mode h2 { margin: 0 0 6px; font-size: 15px; }
    .role { display: flex; align-items: center; gap: 8px; min-height: 28px; font-size: 11.5px; }
    .role .name { min-width: 0; }
    .role .chip { width: 38px; height: 22px; flex: none; }
    .role .hex { margin-inline-start: auto; font-family: "DejaVu Sans Mono", monospace; }
    table { border-collapse: collapse; }
    th, td { padding: 3px 6px; text-align: start; vertical-align: middle; }
    th { font-size: 12px; }
    table.contrast td, table.contrast th { border-bottom: 1px solid #d4d4d8; font-size: 11.5px; }
    .sample { display: inline-block; min-width: 40px; text-align: center; border-radius: 4px;
      font-weight: bold; padding: 1px 4px; font-size: 13px; }
    .sample.large { font-size: 19px; }
    .tile { display: inline-flex; width: 40px; height: 22px; border-radius: 4px;
      align-items: center; justify-content: center; vertical-align: middle; }
    .tile span { width: 18px; height: 10px; border-radius: 2px; }
    table.type td { border-bottom: 1px solid #d4d4d8; white-space: nowrap; }
    table.type .size { font-size: 11px; color: #3f3f46; display: block; }
    .scale { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 14px; }
    .scale .bar { background: #3f3f46; height: 16px; }
    .radius-box { width: 72px; height: 56px; background: #e4e4e7; border: 2px solid #3f3f46; }
    .elevation-box { width: 120px; height: 64px; background: #ffffff; border-radius: 10px;
      display: flex; align-items: center; justify-content: center; font-size: 12px; }
    .toc { line-height: 1.8; }
    section.family { margin: 10px 0 18px; }
    section.family h2 { margin: 14px 0 2px; }
    table.samples { width: 100%; table-layout: fixed; margin-top: 6px; }
    table.samples th:first-child { width: 96px; }
    table.larger thead th:nth-child(2) { width: 150px; }
    table.samples th[scope=rowgroup] { font-size: 11px; font-weight: normal; background: #ffffff;
      overflow-wrap: anywhere; }
    table.samples th[scope=row] { font-size: 11px; font-weight: normal;
      overflow-wrap: anywhere; background: #ffffff; }
    table.samples thead th { font-size: 12px; background: #ffffff; }
    table.samples td, table.samples th { border: 1px solid #d4d4d8; }
    table.samples td.stage { padding: 8px; vertical-align: top; }
    .sizes { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; }
    .specimen { max-width: 100%; }
    .specimen.wide { flex: 1 1 100%; }
    .marks { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 6px; }
    .mark { font-size: 11px; background: #ffffff; color: #991b1b; border: 1px solid #991b1b;
      border-radius: 4px; padding: 0 4px; }
    .substitution { font-size: 11px; background: #ffffff; color: #1e3a8a;
      border: 1px solid #1e3a8a; border-radius: 4px; padding: 0 4px; }
    .t.fails { outline: 2px dashed #dc2626; outline-offset: 1px; }
    .c { box-sizing: border-box; max-width: 100%; }
    .c > .stack { min-width: 0; }
    .t { overflow-wrap: break-word; unicode-bidi: plaintext; }
    .row { display: inline-flex; align-items: center; max-width: 100%; }
    .stack { display: inline-flex; flex-direction: column; align-items: flex-start;
      max-width: 100%; }
    .g { flex: none; display: block; }
    [dir=rtl] .flip { transform: scaleX(-1); }
    .flip { display: inline-flex; }
    .summary { font-size: 15px; }
    .specimens { background: #ffffff; border: 1px solid #a1a1aa; border-radius: 8px;
      padding: 4px 12px; }
    .specimen-line { border-bottom: 1px solid #d4d4d8; padding: 6px 0; }
    .specimen-line .meta { font-size: 11px; color: #3f3f46; margin: 0; }
    .specimen-text { margin: 2px 0 0; color: #18181b; overflow-wrap: break-word; }
    .hex-swatch { display: inline-flex; align-items: center; gap: 6px; }
    .hex-swatch .chip { width: 28px; height: 18px; }
    td.seen { padding: 0; vertical-align: top; }
    td.seen > .sizes { padding: 8px; height: 100%; }
    svg.filters { position: absolute; }
    td.phone { vertical-align: top; padding: 0; }
    .screen { display: flex; flex-direction: column; gap: 10px; padding: 10px; }
    .screen-row { display: flex; gap: 8px; align-items: center; }
    .screen-row > .specimen { flex: 1 1 0; min-width: 0; }
    .screen-row > .specimen:only-child { flex: 1 1 auto; }
    ul.substitutions { font-size: 12px; }
    """
}
