#!/usr/bin/env python3
"""Screenshots parts of gallery pages, clipped to one element, for the guides' pictures.

  brand-pictures.py --chromium PATH SHOT...

Each SHOT is PAGE.html::SELECTOR::ROWS::OUT.png: the element SELECTOR matches first on PAGE,
clipped to its header and first ROWS body rows (0 for the whole element; with ROLES=a,b,c in
place of a number, only the body rows whose first cell is one of those roles are kept, and with
ROLES=a,b@Light only those whose second cell is Light), written
to OUT.png at device scale 1 in a 1280-pixel-wide viewport. Headless Chromium through
Playwright, as Tools/gallery/gallery-browser-check.py; requests other than file:// are refused.
"""

import argparse
import pathlib
import sys

from playwright.sync_api import sync_playwright

KEEP_ROWS_JS = r"""
([selector, rows]) => {
  const table = document.querySelector(selector);
  const body = table.tBodies[0];
  const all = Array.from(body.rows);
  if (rows.startsWith('ROLES=')) {
    const [list, mode] = rows.slice(6).split('@');
    const roles = list.split(',');
    for (const row of all) {
      const role = row.cells[0].textContent.trim();
      const inMode = !mode || row.cells[1].textContent.trim() === mode;
      if (!roles.includes(role) || !inMode) row.remove();
    }
  } else if (parseInt(rows, 10) > 0) {
    for (const row of all.slice(parseInt(rows, 10))) row.remove();
  }
}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("shots", nargs="+")
    args = parser.parse_args()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
        page.route("**/*", lambda route: route.continue_()
                   if route.request.url.startswith("file://") else route.abort())
        for shot in args.shots:
            path, selector, rows, out = shot.split("::")
            page.goto(pathlib.Path(path).resolve().as_uri())
            if rows != "0":
                page.evaluate(KEEP_ROWS_JS, [selector, rows])
            page.locator(selector).first.screenshot(path=out)
            print(f"wrote {out}")
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
