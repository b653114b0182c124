/// The gallery's shared stylesheet. Fonts are DejaVu (Debian's `fonts-dejavu-core`) so
/// screenshots on CI machines match the recorded references.
enum GalleryStyle {
  static let stylesheet = """
    * { box-sizing: border-box; }
    html { font-size: 14px; }
    body { margin: 0; padding: 16px 24px; font-family: "DejaVu Sans", sans-serif;
      background: #f4f4f5; color: #18181b; line-height: 1.35; }
    a { color: #1d4ed8; }
    h1 { font-size: 24px; margin: 4px 0 8px; }
    h2 { font-size: 18px; margin: 18px 0 8px; }
    h3 { font-size: 14px; margin: 12px 0 6px; }
    p { margin: 4px 0; }
    nav.pages { display: flex; flex-wrap: wrap; gap: 6px 14px; padding: 8px 0 10px;
      border-bottom: 1px solid #d4d4d8; margin-bottom: 10px; }
    nav.pages .current { font-weight: bold; }
    .mono { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
    .muted { color: #52525b; }
    .themes { display: grid; grid-template-columns: repeat(auto-fill, minmax(290px, 1fr));
      gap: 12px; }
    .theme-card { display: block; border: 1px solid #d4d4d8; border-radius: 10px;
      padding: 10px 12px; background: #ffffff; text-decoration: none; color: #18181b; }
    .theme-card .strip { display: flex; height: 34px; border-radius: 6px; overflow: hidden;
      margin: 6px 0; }
    .theme-card .strip span { flex: 1; }
    .pass { color: #166534; font-weight: bold; }
    .fail { color: #b91c1c; font-weight: bold; }
    .swatches { display: flex; flex-wrap: wrap; gap: 8px; }
    .swatch { width: 112px; font-size: 11px; }
    .swatch .chip { height: 40px; border-radius: 6px; border: 1px solid #0000001f; }
    .modes { display: grid; grid-template-columns: repeat(4, 1fr); gap: 10px; }
    .mode { border-radius: 10px; padding: 8px 10px; border: 1px solid #0000002a; }
    .mode h2 { margin: 0 0 6px; font-size: 15px; }
    .role { display: flex; align-items: center; gap: 8px; height: 28px; font-size: 11.5px; }
    .role .chip { width: 38px; height: 22px; border-radius: 5px; flex: none;
      border: 1px solid #8080804d; }
    .role .hex { margin-left: auto; font-family: "DejaVu Sans Mono", monospace; }
    table { border-collapse: collapse; }
    th, td { padding: 3px 6px; text-align: left; vertical-align: middle; }
    th { font-size: 12px; }
    table.contrast td, table.contrast th { border-bottom: 1px solid #e4e4e7; font-size: 11.5px; }
    table.contrast .sample { display: inline-block; width: 40px; text-align: center;
      border-radius: 4px; font-weight: bold; padding: 1px 0; }
    table.type td { border-bottom: 1px solid #e4e4e7; white-space: nowrap; }
    table.type .size { font-size: 10px; color: #52525b; display: block; }
    .scale { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 14px; }
    .scale .bar { background: #3f3f46; height: 16px; }
    .radius-box { width: 72px; height: 56px; background: #e4e4e7; border: 2px solid #3f3f46; }
    .elevation-box { width: 120px; height: 64px; background: #ffffff; border-radius: 10px;
      display: flex; align-items: center; justify-content: center; font-size: 12px; }
    .stage { border-radius: 10px; padding: 12px; }
    .family { display: flex; align-items: flex-start; gap: 10px; padding: 6px 0;
      border-bottom: 1px solid #8080802e; }
    .family > .label { width: 150px; flex: none; font-size: 12px; }
    .family > .cells { display: flex; flex-wrap: wrap; gap: 8px 10px; }
    .cell { display: flex; flex-direction: column; gap: 3px; font-size: 10px; }
    .cell .caption { opacity: 0.75; }
    .component { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
    .parts { display: flex; gap: 2px; }
    .parts span { width: 10px; height: 10px; border-radius: 2px; }
    """
}
