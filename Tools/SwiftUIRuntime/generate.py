#!/usr/bin/env python3
"""Generates the SwiftUI runtime's declaration layer from the type-check stand-in.

The stand-in (Tools/SwiftUIStandIn/Frameworks) is the one source of truth for which Apple
declarations exist and how they are shaped. This script reads it and writes
`Sources/<Module>/Generated/*.swift` for the runtime package:

- a declaration the runtime models by hand (a declaration in `Sources/<Module>/Runtime/*.swift`
  whose doc comment carries the same `- Apple:` record, or `- Stand-in:` with the stand-in's
  header for a declaration without a record) is left out: the hand-written one replaces it, and
  its header must equal the stand-in's (whitespace and inlining attributes aside);
- a declaration listed in `inert.txt` gets a body that records the call and its arguments and
  passes its content through (purely visual modifiers and values: padding, font, a color);
- every other declaration with a body gets one that fails loudly when executed:
  `_unmodelled("View.contextMenu(menuItems:)")` records the API and traps, and a `View`
  modifier returns a view the renderer refuses with a thrown `RuntimeError.unmodelled`;
- declarations the stand-in does not make available on iOS are dropped: the runtime executes
  TesseraUI's iOS branches.

    python3 Tools/SwiftUIRuntime/generate.py            # rewrite Generated/
    python3 Tools/SwiftUIRuntime/generate.py --check    # fail when Generated/ is stale
    python3 Tools/SwiftUIRuntime/generate.py --tesseraui  # copy TesseraUI with its iOS branches

It fails (exit 1) when a hand-modelled declaration has no counterpart in the stand-in, when its
header differs from the stand-in's, or when a hand-modelled type lacks a member the stand-in
declares: the runtime cannot drift from the stand-in without this script saying so.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
STANDIN = os.path.join(ROOT, 'Tools', 'SwiftUIStandIn', 'Frameworks')

# Runtime module -> stand-in files it is generated from (paths under Frameworks/).
MODULES = {
  'Accessibility': ['Accessibility/AXChart.swift', 'Accessibility/AccessibilityNotification.swift'],
  'CoreGraphics': ['CoreGraphics/CoreGraphics.swift',
                   'CoreFoundation/CoreFoundation.swift#struct CGAffineTransform'],
  'UIKit': ['UIKit/UIKit.swift'],
  'UniformTypeIdentifiers': ['UniformTypeIdentifiers/UTType.swift'],
  'CoreTransferable': ['CoreTransferable/CoreTransferable.swift'],
  'SwiftUI': sorted('SwiftUI/' + f for f in os.listdir(os.path.join(STANDIN, 'SwiftUI'))
                    if f.endswith('.swift')) + ['Foundation/LocalizedStringResource.swift',
                                                'Foundation/SecurityScopedResource.swift',
                                                'DeveloperToolsSupport/Preview.swift'],
}
# Imports rewritten in generated files: the Linux toolchain's Foundation provides CGFloat,
# CGPoint, CGSize and CGRect, which the stand-in's CoreFoundation provides on Apple triples.
# DeveloperToolsSupport's preview types are built into the runtime's SwiftUI, which re-exports
# that module on Apple platforms.
IMPORT_REWRITES = {'@_exported import CoreFoundation': '@_exported import Foundation',
                   '@_exported import DeveloperToolsSupport': '',
                   'import CoreGraphics': 'import _CoreGraphicsStandIn'}
# The runtime's Core Graphics is `_CoreGraphicsStandIn`: a module named CoreGraphics makes
# Swift Testing look for its cross-import overlay `_Testing_CoreGraphics`, which Linux lacks.
MODULE_FOLDERS = {'CoreGraphics': '_CoreGraphicsStandIn'}

TYPE_KEYWORDS = ('struct', 'class', 'enum', 'protocol', 'extension', 'actor')
BODY_KINDS = ('func', 'init', 'subscript', 'var', 'let', 'deinit')
MODIFIER_WORDS = {
  'public', 'internal', 'private', 'fileprivate', 'package', 'open', 'static', 'final',
  'nonisolated', 'mutating', 'nonmutating', 'override', 'convenience', 'required', 'indirect',
  'lazy', 'weak', 'dynamic', 'class', 'optional', 'consuming', 'borrowing', 'isolated',
}
# Attributes that only matter to a library-evolution build (Apple's frameworks, the stand-in's
# SDK): the runtime is built without it, so its declarations may leave them out.
INLINING_ATTRIBUTES = ('@inlinable', '@export(implementation)', '@usableFromInline',
                       '@_alwaysEmitIntoClient', '@frozen')


class Item:
  """One declaration (or directive) with its leading trivia, header and optional body."""

  def __init__(self, trivia, header, body, kind):
    self.trivia = trivia      # comments and blank lines before it
    self.header = header      # attributes and signature, up to the body's `{`
    self.body = body          # text between the braces, or None
    self.kind = kind          # 'directive', 'type', 'decl'
    self.members = None       # Items of a type's body

  def doc_value(self, tag):
    m = re.search(r'///\s*- ' + re.escape(tag) + r':\s*`(.*)`\s*$', self.trivia, re.M)
    return m.group(1).strip() if m else None

  @property
  def apple(self):
    return self.doc_value('Apple')

  @property
  def standin_key(self):
    return self.doc_value('Stand-in')

  @property
  def availability(self):
    m = re.search(r'///\s*- Apple availability:\s*(.*)$', self.trivia, re.M)
    return m.group(1).strip() if m else None

  def words(self):
    text = re.sub(r'@\w+(\([^()]*(\([^()]*\)[^()]*)*\))?', ' ', self.header)
    return [w for w in re.findall(r'[A-Za-z_`][\w`]*', text)]

  def decl_word(self):
    for w in self.words():
      if w in MODIFIER_WORDS and w != 'class':
        continue
      return w
    return ''

  def normalized_header(self):
    h = self.header
    for a in INLINING_ATTRIBUTES:
      h = h.replace(a, ' ')
    h = re.sub(r'\s+', ' ', h).strip()
    h = re.sub(r'\(\s+', '(', h)
    h = re.sub(r'\s+\)', ')', h)
    if self.body is None and self.decl_word() in ('let', 'var'):
      h = re.sub(r'\s*=.*$', '', h)  # a stored property's initial value is implementation
    return h


def skip_string(text, i):
  """Returns the index after the string literal starting at text[i] (a quote)."""
  if text.startswith('"""', i):
    end = text.find('"""', i + 3)
    return end + 3
  j = i + 1
  while j < len(text):
    c = text[j]
    if c == '\\':
      if text.startswith('\\(', j):
        depth, j = 1, j + 2
        while depth:
          if text[j] == '(':
            depth += 1
          elif text[j] == ')':
            depth -= 1
          elif text[j] == '"':
            j = skip_string(text, j) - 1
          j += 1
        continue
      j += 2
      continue
    if c == '"':
      return j + 1
    j += 1
  return j


def matching_brace(text, i):
  """Index of the `}` matching the `{` at text[i]."""
  depth = 0
  j = i
  while j < len(text):
    c = text[j]
    if text.startswith('//', j):
      j = text.find('\n', j)
      j = len(text) if j < 0 else j
      continue
    if text.startswith('/*', j):
      j = text.find('*/', j) + 2
      continue
    if c == '"':
      j = skip_string(text, j)
      continue
    if c == '{':
      depth += 1
    elif c == '}':
      depth -= 1
      if depth == 0:
        return j
    j += 1
  raise ValueError('unbalanced braces')


CONTINUATION_START = ('->', 'where', '{', ')', ']', '.', 'throws', 'rethrows', 'async', '&',
                      '=', ':', ',', '>')
CONTINUATION_END = (',', '(', '[', '->', '=', ':', '&', '<', '|')


def parse(text):
  """Splits the text of a file or a type body into Items."""
  items = []
  i, n = 0, len(text)
  trivia = ''
  while i < n:
    # Trivia: whitespace and comments.
    m = re.match(r'[ \t]*(\n|//[^\n]*\n?|/\*.*?\*/)', text[i:], re.S)
    if m or text[i] in ' \t\n':
      if m:
        trivia += m.group(0)
        i += len(m.group(0))
      else:
        trivia += text[i]
        i += 1
      continue
    line_end = text.find('\n', i)
    line_end = n if line_end < 0 else line_end
    if text[i] == '#':
      items.append(Item(trivia, text[i:line_end], None, 'directive'))
      trivia = ''
      i = line_end
      continue
    # A declaration: scan to the body's `{` or the end of the statement.
    j = i
    paren = 0
    body_start = None
    while j < n:
      c = text[j]
      if text.startswith('//', j):
        j = text.find('\n', j)
        j = n if j < 0 else j
        continue
      if c == '"':
        j = skip_string(text, j)
        continue
      if c in '([':
        paren += 1
      elif c in ')]':
        paren -= 1
      elif c == '{' and paren == 0:
        body_start = j
        break
      elif c == '\n' and paren == 0:
        so_far = text[i:j].strip()
        rest = text[j:].lstrip()
        only_attributes = re.fullmatch(
          r'(@\w+(\([^()]*(\([^()]*\)[^()]*)*\))?\s*)+', so_far) is not None
        if not (only_attributes or so_far.endswith(CONTINUATION_END)
                or rest.startswith(CONTINUATION_START)):
          break
      j += 1
    if body_start is None:
      items.append(Item(trivia, text[i:j].rstrip(), None, 'decl'))
      trivia = ''
      i = j
      continue
    end = matching_brace(text, body_start)
    item = Item(trivia, text[i:body_start].rstrip(), text[body_start + 1:end], 'decl')
    if item.decl_word() in TYPE_KEYWORDS:
      item.kind = 'type'
      item.members = parse(item.body)
    items.append(item)
    trivia = ''
    i = end + 1
  if trivia.strip():
    items.append(Item(trivia, '', None, 'directive'))
  return items


def available_on_ios(item):
  if re.search(r'@available\(\s*iOS\s*,\s*unavailable', item.header):
    return False
  avail = item.availability
  if avail is not None and not re.search(r'\biOS\b', avail):
    return False
  return True


def params(header):
  """(label, internal name) of each parameter of a func/init/subscript header."""
  m = re.search(r'\b(func\s+[^\s(<]+|init[?!]?|subscript)\s*(<[^(]*>)?\s*\(', header)
  if not m:
    return []
  start = m.end() - 1
  depth, j = 0, start
  while True:
    if header[j] in '([<':
      depth += 1
    elif header[j] in ')]>' and not (header[j] == '>' and header[j - 1] == '-'):
      depth -= 1
      if depth == 0:
        break
    j += 1
  inner = header[start + 1:j]
  parts, depth, cur = [], 0, ''
  for c in inner:
    if c in '([<':
      depth += 1
    elif c in ')]>':
      depth -= 1
    if c == ',' and depth == 0:
      parts.append(cur)
      cur = ''
    else:
      cur += c
  if cur.strip():
    parts.append(cur)
  out = []
  for p in parts:
    names = [w for w in p.split(':')[0].split() if not w.startswith('@')]
    if not names:
      continue
    label = names[0]
    internal = names[-1]
    out.append((label, internal, p))
  return out


# A value built by an initializer from names and labels only:
# `CGSize(width: cornerRadius, height: cornerRadius)`.
VALUE = r'[\w.]+(\((\s*(\w+:\s*)?[\w.]+\s*,?)*\))?'


def stores_only(body):
  """Whether an initializer's body only assigns stored properties from its arguments (or
  values built from them)."""
  statements = [s.strip() for s in re.split(r'[;\n]', body or '') if s.strip()]
  return bool(statements) and all(
    re.fullmatch(r'(self\.)?\w+ = ' + VALUE, s) for s in statements)


def api_name(item, owner):
  h = item.header
  m = re.search(r'\bfunc\s+([^\s(<]+)', h)
  if m:
    labels = ''.join(l + ':' for l, _, _ in params(h))
    return f'{owner}.{m.group(1)}({labels})'
  if re.search(r'\binit[?!]?\s*[(<]', h):
    labels = ''.join(l + ':' for l, _, _ in params(h))
    return f'{owner}.init({labels})'
  if re.search(r'\bsubscript\b', h):
    return f'{owner}.subscript'
  m = re.search(r'\b(var|let)\s+([\w`]+)', h)
  if m:
    return f'{owner}.{m.group(2)}'
  return owner


def owner_name(item):
  m = re.search(r'\b(struct|class|enum|protocol|extension|actor)\s+([\w.]+)', item.header)
  return m.group(2) if m else '?'


def returns_some_view(header):
  return re.search(r'->\s*some\s+View\s*(where\b.*)?$', header.strip(), re.S) is not None


def return_type(header):
  m = re.search(r'->\s*([\w.]+)\s*(where\b.*)?$', header.strip(), re.S)
  return m.group(1) if m else None


def argument_list(item):
  args = []
  for label, internal, text in params(item.header):
    if '@ViewBuilder' in text or '->' in text.split(':', 1)[-1]:
      raise SystemExit(f'inert.txt: {api_name(item, "")} takes a closure; model it by hand')
    name = internal.strip('`')
    args.append(f'("{name}", String(describing: {internal}))')
  return '[' + ', '.join(args) + ']'


class Generator:
  def __init__(self):
    self.hand = {}         # key -> (normalized header, file) of hand-modelled declarations
    self.deviations = set()  # keys whose header differs from the stand-in's, with a reason
    self.inert = set()
    self.errors = []
    self.counts = {'modelled': 0, 'inert': 0, 'unmodelled': 0, 'storage': 0}
    self.unmodelled_apis = []

  def load_hand(self, module):
    folder = os.path.join(HERE, 'Sources', MODULE_FOLDERS.get(module, module), 'Runtime')
    if not os.path.isdir(folder):
      return
    mirrored = {os.path.basename(rel) for rel in MODULES[module]}
    for f in sorted(os.listdir(folder)):
      if not f.endswith('.swift') or f in mirrored:
        continue
      path = os.path.join(folder, f)
      self.collect_hand(parse(open(path).read()), os.path.relpath(path, HERE))

  def paths(self, items, prefix=()):
    """(enclosing headers..., key) -> (normalized header, item) of every iOS declaration."""
    out = {}
    for item in items:
      if item.kind == 'directive' or not available_on_ios(item):
        continue
      if not item.apple and item.kind != 'type' and not re.search(r'\b(public|open)\b',
                                                                  item.header):
        continue  # an internal detail of the stand-in, not a declaration clients see
      path = prefix + (self.key(item),)
      out[path] = item
      if item.members:
        out.update(self.paths(item.members, path))
    return out

  def mirror(self, standin_items, hand_path, where):
    """Checks a hand file that models a whole stand-in file: every declaration of the
    stand-in's, in the same enclosing declaration, with the same header."""
    hand = self.paths(parse(open(hand_path).read()))
    rel = os.path.relpath(hand_path, HERE)
    for path, item in self.paths(standin_items).items():
      self.counts['modelled'] += 1
      if path not in hand:
        self.errors.append(f'{rel}: lacks `{" > ".join(path)}` ({where})')
      elif (item.apple and hand[path].normalized_header() != item.normalized_header()
            and '- Runtime deviation:' not in hand[path].trivia):
        self.errors.append(
          f'{rel}: `{path[-1]}` is declared\n    {hand[path].normalized_header()}\n  but the '
          f'stand-in ({where}) declares\n    {item.normalized_header()}')

  def collect_hand(self, items, where, owner=''):
    for item in items:
      key = item.apple or item.standin_key
      if key:
        key = f'{owner}::{key}'
        if key in self.hand:
          self.errors.append(f'{where}: `{key}` is modelled twice')
        self.hand[key] = (item.normalized_header(), where, [False])
        if '- Runtime deviation:' in item.trivia:
          self.deviations.add(key)
      if item.members:
        self.collect_hand(item.members, where, owner_name(item).split('.')[0])

  def key(self, item, owner=None):
    key = item.apple or item.normalized_header()
    return key if owner is None else f'{owner}::{key}'

  def check_replaced(self, item, where, owner):
    key = self.key(item, owner)
    header, hand_where, seen = self.hand[key]
    seen[0] = True
    self.counts['modelled'] += 1
    if header != item.normalized_header() and key not in self.deviations:
      self.errors.append(
        f'{hand_where}: `{key}` is declared\n    {header}\n  but the stand-in ({where}) '
        f'declares\n    {item.normalized_header()}')
    if item.members:
      for member in item.members:
        if member.kind == 'directive' or not available_on_ios(member):
          continue
        inner = owner_name(item).split('.')[0]
        if member.apple and self.key(member, inner) not in self.hand:
          self.errors.append(
            f'{hand_where}: the hand-modelled `{key}` lacks `{member.apple}` ({where})')
        elif self.key(member, inner) in self.hand:
          # A member with a record, or one without (an overload Apple gives no page) that the
          # hand model declares under `- Stand-in:` with the stand-in's header.
          self.check_replaced(member, where, inner)

  def emit(self, items, where, owner=None, in_protocol=False, indent=''):
    out = []
    for item in items:
      if item.kind == 'directive':
        out.append(item.trivia + item.header)
        continue
      if not available_on_ios(item):
        continue
      base = (owner or '').split('.')[0]
      key = self.key(item, base)
      is_extension = item.decl_word() == 'extension'
      # A protocol's requirement is never replaced: a hand model supplies an implementation
      # (a default in an extension), which has the same record.
      if key in self.hand and not is_extension and not in_protocol:
        self.check_replaced(item, where, base)
        continue
      header = item.header
      for old, new in IMPORT_REWRITES.items():
        header = re.sub(r'(?m)^' + re.escape(old) + r'$', new, header)
      if item.kind == 'type':
        name = owner_name(item)
        nested = f'{owner}.{name}' if owner and not is_extension else name
        body = self.emit(item.members, where, nested, item.decl_word() == 'protocol',
                         indent + '  ')
        out.append(item.trivia + header + ' {' + body + '\n' + indent + '}')
        continue
      if item.body is None or in_protocol:
        out.append(item.trivia + header + ('' if item.body is None else ' {' + item.body + '}'))
        continue
      api = api_name(item, owner or '')
      out.append(item.trivia + header + ' ' + self.stub(item, api, owner, indent))
    return ''.join(('\n' if not o.startswith('\n') else '') + o for o in out)

  def stub(self, item, api, owner, indent):
    h = item.header
    word = item.decl_word()
    if api in self.inert:
      self.counts['inert'] += 1
      self.inert_used.add(api)
      args = argument_list(item)
      if word == 'func' and owner == 'View' and returns_some_view(h):
        return f'{{ _InertModifier.apply(to: self, api: "{api}", arguments: {args}) }}'
      if word == 'init':
        return f'{{ self.init(_inert: "{api}", arguments: {args}) }}'
      ret = return_type(h)
      if word == 'func' and ret in ('Self', (owner or '').split('.')[-1]):
        return f'{{ Self(_inert: "{api}", arguments: {args}) }}'
      raise SystemExit(f'inert.txt: cannot record `{api}`: neither a View modifier, an '
                       'initializer nor a member returning its own type')
    if word == 'init' and stores_only(item.body):
      # An initializer that only stores its arguments is data, not behaviour: kept.
      self.counts['storage'] += 1
      return '{' + item.body + '}'
    self.counts['unmodelled'] += 1
    self.unmodelled_apis.append(api)
    if word == 'func' and owner == 'View' and returns_some_view(h) and 'static' not in h:
      return f'{{ _UnmodelledView(content: self, api: "{api}") }}'
    if word == 'func' and returns_some_view(h):
      return f'{{ _UnmodelledView(content: EmptyView(), api: "{api}") }}'
    ret = return_type(h)
    for _, internal, text in params(h):
      if ret and text.split(':', 1)[-1].split('=')[0].strip() == ret:
        return f'{{ _unmodelledValue("{api}", {internal}) }}'
    opaque = re.search(r'->\s*some\s+(\w+)\s*(where\b.*)?$', h.strip(), re.S)
    if opaque and 'static' not in h and owner == opaque.group(1):
      return f'{{ _unmodelledValue("{api}", self) }}'
    # A `do` statement, not an expression: the body's type does not have to be Never's.
    call = f'do {{ _unmodelled("{api}") }}'
    if word in ('var', 'subscript') and re.search(r'\bset\b', item.body or ''):
      setter = 'nonmutating set' if 'nonmutating set' in item.body else 'set'
      return f'{{\n{indent}  get {{ {call} }}\n{indent}  {setter} {{ {call} }}\n{indent}}}'
    return f'{{ {call} }}'

  def run(self):
    for line in open(os.path.join(HERE, 'inert.txt')):
      line = line.split('#', 1)[0].strip()
      if line:
        self.inert.add(line)
    self.inert_used = set()
    outputs = {}
    for module, files in MODULES.items():
      self.load_hand(module)
    for module, files in MODULES.items():
      for rel in files:
        rel, _, pick = rel.partition('#')
        text = open(os.path.join(STANDIN, rel)).read()
        items = parse(rewrite_platform_conditions(text))
        if pick:
          # Only the named declaration, for a module whose stand-in Linux's Foundation
          # replaces (CGAffineTransform is in the stand-in's CoreFoundation).
          items = [i for i in items if i.apple == pick]
        hand_path = os.path.join(HERE, 'Sources', MODULE_FOLDERS.get(module, module), 'Runtime', os.path.basename(rel))
        if os.path.exists(hand_path):
          self.mirror(items, hand_path, 'Tools/SwiftUIStandIn/Frameworks/' + rel)
          continue
        body = self.emit(items, 'Tools/SwiftUIStandIn/Frameworks/' + rel)
        banner = ('// Generated by Tools/SwiftUIRuntime/generate.py from '
                  f'Tools/SwiftUIStandIn/Frameworks/{rel}{" (" + pick + ")" if pick else ""}.\n'
                  '// Do not edit: model a declaration in Runtime/ (same `- Apple:` record) '
                  'instead.\n'
                  '// Apple\'s names (URL, CGColorSpaceCreateDeviceRGB) are kept as Apple spells '
                  'them.\n'
                  '// swift-format-ignore-file: AlwaysUseLowerCamelCase\n')
        banner += 'import Foundation\nimport _RuntimeSupport\n'
        name = os.path.basename(rel) if not pick else pick.split()[-1] + '.swift'
        outputs[os.path.join('Sources', MODULE_FOLDERS.get(module, module), 'Generated', name)] = banner + body.lstrip('\n') + '\n'
    for key, (header, where, seen) in sorted(self.hand.items()):
      if not seen[0]:
        self.errors.append(f'{where}: `{key}` has no counterpart in the stand-in')
    for api in sorted(self.inert - self.inert_used):
      self.errors.append(f'inert.txt: `{api}` matches no stand-in declaration')
    return outputs


def rewrite_platform_conditions(text):
  """Selects iOS: `os(iOS)` is true and every other `os(...)` false in #if/#elseif lines."""
  def fix(m):
    return re.sub(r'\bos\((\w+)\)', lambda n: 'true' if n.group(1) == 'iOS' else 'false',
                  m.group(0))
  return re.sub(r'(?m)^[ \t]*#(if|elseif)\b.*$', fix, text)


# The portable modules TesseraUI imports, with their dependencies, copied beside it so the
# runtime package builds them as targets of its own (see Package.swift for why).
PORTABLE = ['TesseraColor', 'TesseraJSON', 'TesseraTokens', 'TesseraLayout',
            'TesseraLocalization', 'TesseraComponents', 'TesseraState', 'TesseraPatterns',
            'TesseraForms', 'TesseraGestures', 'TesseraSignposts']
# Copied for the behaviour tests only (a manual clock for toasts' timers).
TEST_SUPPORT = ['TesseraTestSupport']


# The catalog files whose views the behaviour tests execute.
CATALOG_FIXTURES = ['Gallery.swift', 'SeedFamilies.swift']


def copy_tesseraui():
  """Copies Sources/TesseraUI with its iOS branches selected, and the portable modules as they
  are, into the gitignored Generated/."""
  generated = os.path.join(HERE, 'Generated')
  build_preview_macros(generated)
  previews = []
  for module in ['TesseraUI'] + PORTABLE + TEST_SUPPORT:
    src = os.path.join(ROOT, 'Sources', module)
    dst = os.path.join(generated, module)
    shutil.rmtree(dst, ignore_errors=True)
    for folder, _, files in os.walk(src):
      for f in files:
        path = os.path.join(folder, f)
        out = os.path.join(dst, os.path.relpath(path, src))
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if module == 'TesseraUI' and f.endswith('.swift'):
          text = rewrite_previews(open(path).read(), os.path.relpath(path, ROOT), previews)
          with open(out, 'w') as fh:
            fh.write(rewrite_platform_conditions(text))
        else:
          shutil.copyfile(path, out)
  write_preview_list(os.path.join(generated, 'TesseraUI'), previews)
  # The catalog app's gallery sections, as fixtures the behaviour tests execute: the views app
  # developers see in the catalog are the ones the runtime runs. `import Tessera` (the umbrella,
  # which re-exports modules the runtime does not build) becomes the modules they use.
  catalog = os.path.join(ROOT, 'Examples', 'TesseraCatalog.swiftpm', 'Sources', 'TesseraCatalog')
  fixtures = os.path.join(generated, 'TesseraCatalogFixtures')
  shutil.rmtree(fixtures, ignore_errors=True)
  os.makedirs(fixtures)
  imports = '\n'.join(f'import {m}' for m in ['TesseraUI'] + PORTABLE)
  for f in CATALOG_FIXTURES:
    text = open(os.path.join(catalog, f)).read()
    if 'import Tessera\n' not in text:
      raise SystemExit(f'{f}: expected `import Tessera`')
    with open(os.path.join(fixtures, f), 'w') as fh:
      fh.write(rewrite_platform_conditions(text.replace('import Tessera\n', imports + '\n', 1)))
  print(f'copied Sources/TesseraUI (iOS branches selected), {len(PORTABLE)} portable '
        f'modules and the catalog\'s gallery sections to {os.path.relpath(generated, ROOT)}')


MACROS = os.path.join(ROOT, 'Tools', 'SwiftUIStandIn', 'Macros', 'PreviewsMacros.swift')
HOST = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(shutil.which('swiftc')))),
                    'lib', 'swift', 'host')


def build_preview_macros(generated):
  """Builds the preview macros' implementation (the type-check's, Tools/SwiftUIStandIn/Macros)
  into Generated/Plugins/libPreviewsMacros.so, where Package.swift points the compiler."""
  out = os.path.join(generated, 'Plugins')
  library = os.path.join(out, 'libPreviewsMacros.so')
  if os.path.exists(library) and os.path.getmtime(library) >= os.path.getmtime(MACROS):
    return
  os.makedirs(out, exist_ok=True)
  subprocess.run(['swiftc', '-emit-library', '-module-name', 'PreviewsMacros', '-I', HOST,
                  '-L', HOST, '-lSwiftSyntax', '-lSwiftSyntaxMacros', '-lSwiftSyntaxBuilder',
                  '-module-cache-path', os.path.join(out, 'cache'), '-o', library, MACROS],
                 check=True)


PREVIEW = re.compile(r'^#Preview\b', re.M)


def rewrite_previews(text, where, previews):
  """Rewrites each `#Preview` into `@MainActor let _tesseraPreview_<file>_<line>: Preview =
  #_RuntimePreview`, the same embedded view as an expression the preview list can name, and
  records (file, line, name) in `previews`. A `#Preview` must start its line, inside no `#if`
  but the file's `#if canImport(SwiftUI)`: one under a platform condition could vanish from the
  build while the list still names it."""
  stem = re.sub(r'\W', '_', os.path.splitext(os.path.basename(where))[0])
  depth = 0
  lines = text.split('\n')
  for number, line in enumerate(lines, 1):
    stripped = line.strip()
    if re.match(r'#if\b', stripped):
      depth += 1
    elif stripped.startswith('#endif'):
      depth -= 1
    elif '#Preview' in line:
      if not PREVIEW.match(line):
        raise SystemExit(f'{where}:{number}: a #Preview must start its line')
      if depth != 1:
        raise SystemExit(f'{where}:{number}: a #Preview inside an #if other than the file\'s '
                         '`#if canImport(SwiftUI)` cannot be listed')
      name = f'_tesseraPreview_{stem}_{number}'
      lines[number - 1] = PREVIEW.sub(
        f'@MainActor let {name}: Preview = #_RuntimePreview', line, count=1)
      previews.append((os.path.basename(where), number, name))
  return '\n'.join(lines)


def write_preview_list(folder, previews):
  """Generated/TesseraUI/PreviewList.swift: every `#Preview` of TesseraUI, as the tests run
  them."""
  entries = ''.join(f'        ("{f}", {n}, {name}),\n' for f, n, name in sorted(previews))
  files = ''.join(f'      "{f}",\n' for f in sorted({f for f, _, _ in previews}))
  with open(os.path.join(folder, 'PreviewList.swift'), 'w') as fh:
    fh.write('// Generated by Tools/SwiftUIRuntime/generate.py --tesseraui: every #Preview of '
             'TesseraUI.\n#if canImport(SwiftUI)\n  import SwiftUI\n\n'
             '  package enum TesseraUIPreviews {\n'
             '    /// The files that hold previews.\n'
             f'    package static let files: [String] = [\n{files}    ]\n\n'
             '    /// Each preview with the file and line of its `#Preview`.\n'
             '    @MainActor package static var all: [(file: String, line: Int, preview: Preview)] {\n'
             f'      [\n{entries}      ]\n    }}\n  }}\n#endif\n')


def swift_format(outputs):
  """The generated files as `swift format` writes them with the project's configuration, so
  they pass `swift format lint --strict` as the hand-written sources do; `--check` compares
  the formatted text, so a stale file is still found."""
  with tempfile.TemporaryDirectory() as tmp:
    for rel, text in outputs.items():
      path = os.path.join(tmp, rel)
      os.makedirs(os.path.dirname(path), exist_ok=True)
      with open(path, 'w') as fh:
        fh.write(text)
    subprocess.run(
      ['swift', 'format', 'format', '--configuration', os.path.join(ROOT, '.swift-format'),
       '--in-place', '--recursive', tmp], check=True)
    return {rel: open(os.path.join(tmp, rel)).read() for rel in outputs}


def main(argv):
  if '--tesseraui' in argv:
    copy_tesseraui()
    return 0
  gen = Generator()
  outputs = gen.run()
  for module in MODULES:
    for path in list(outputs):
      if path.startswith(os.path.join('Sources', MODULE_FOLDERS.get(module, module), 'Generated')):
        outputs[path] = rewrite_platform_conditions(outputs[path])
  if gen.errors:
    print('generate.py: the runtime and the stand-in disagree:', file=sys.stderr)
    for e in gen.errors:
      print('  ' + e, file=sys.stderr)
    return 1
  outputs = swift_format(outputs)
  c = gen.counts
  summary = (f'{c["modelled"]} declarations modelled by hand, {c["inert"]} recorded as inert, '
             f'{c["storage"]} initializers that only store their arguments kept, '
             f'{c["unmodelled"]} fail loudly when executed')
  stale = []
  for rel, text in sorted(outputs.items()):
    path = os.path.join(HERE, rel)
    old = open(path).read() if os.path.exists(path) else None
    if old != text:
      stale.append(rel)
      if '--check' not in argv:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as fh:
          fh.write(text)
  for module in MODULES:
    folder = os.path.join(HERE, 'Sources', MODULE_FOLDERS.get(module, module), 'Generated')
    for f in os.listdir(folder) if os.path.isdir(folder) else []:
      rel = os.path.join('Sources', MODULE_FOLDERS.get(module, module), 'Generated', f)
      if rel not in outputs:
        stale.append(rel)
        if '--check' not in argv:
          os.remove(os.path.join(HERE, rel))
  if '--list-unmodelled' in argv:
    print('\n'.join(sorted(gen.unmodelled_apis)))
  if '--check' in argv and stale:
    print('generate.py --check: Generated/ is stale; run python3 Tools/SwiftUIRuntime/'
          'generate.py:\n  ' + '\n  '.join(stale), file=sys.stderr)
    return 1
  print(summary)
  return 0


if __name__ == '__main__':
  sys.exit(main(sys.argv[1:]))
