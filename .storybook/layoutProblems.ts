/**
 * Finds what a reader would see as a broken layout in a rendered page: the page scrolling sideways, text running out
 * of its box or cut off, a label printed over its value, and a table whose last columns need a sideways scroll on a
 * desktop screen. Measured in the browser from layout boxes (getBoundingClientRect, text ranges), so it sees what is
 * drawn, in any language and writing direction.
 */

export type LayoutProblemKind = 'page-overflow' | 'text-overflow' | 'text-clipped' | 'text-overlap' | 'table-columns-out-of-view';

export type LayoutProblem = { kind: LayoutProblemKind; where: string; detail: string };

export type LayoutCheckOptions = {
  /** The viewport's width in CSS pixels. */
  viewportWidth: number;
  /** From this width up a data table must show every column without scrolling sideways (the issue's 1280 px). */
  tableMinWidth?: number;
};

/** Less than this is rounding (sub-pixel layout, font hinting), not a visible fault. */
const TOLERANCE = 1;

type Box = { left: number; right: number; top: number; bottom: number };

const DATA_TABLE_DESKTOP_WIDTH = 1280;

/** A short, readable path to the element: enough to find it in the story (tag, role, label, a few ancestors, its text). */
export function describeElement(element: Element): string {
  const parts: string[] = [];
  for (let current: Element | null = element; current && parts.length < 4; current = current.parentElement) {
    if (current.tagName === 'BODY') break;
    parts.unshift(describeOne(current));
  }
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${parts.join(' > ')}${text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : ''}`;
}

function describeOne(element: Element): string {
  let description = element.tagName.toLowerCase();
  const id = element.getAttribute('id');
  if (id && !/^(:|_r|«)/.test(id)) description += `#${id}`;
  for (const attribute of ['role', 'name', 'for', 'data-label', 'aria-label', 'data-testid']) {
    const value = element.getAttribute(attribute);
    if (value) description += `[${attribute}="${value.length > 24 ? `${value.slice(0, 24)}…` : value}"]`;
  }
  return description;
}

const isScrollable = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
const clips = (overflow: string) => overflow !== 'visible';

/**
 * Hidden on screen but not from assistive technology (the kit's `visuallyHidden`: a 1 px box clipped away), or not
 * drawn at all.
 */
function isHiddenFromSight(element: Element): boolean {
  if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return true;
  for (let current: Element | null = element; current; current = current.parentElement) {
    const style = getComputedStyle(current);
    if (style.clipPath !== 'none' || style.clip.startsWith('rect')) {
      const box = current.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
    }
    if (style.opacity === '0') return true;
  }
  return false;
}

/** The text's drawn lines: one box per line fragment. */
function lineBoxes(text: Text): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(text);
  return [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
}

const unionOf = (boxes: Box[]): Box => ({
  left: Math.min(...boxes.map((box) => box.left)),
  right: Math.max(...boxes.map((box) => box.right)),
  top: Math.min(...boxes.map((box) => box.top)),
  bottom: Math.max(...boxes.map((box) => box.bottom)),
});

/** The part of `box` outside `frame`, horizontally, in pixels (0 when inside). */
const sidewaysOutside = (box: Box, frame: Box) => Math.max(frame.left - box.left, box.right - frame.right, 0);

/** The element's padding box: where its content may be drawn when it clips. */
function paddingBox(element: Element): Box {
  const box = element.getBoundingClientRect();
  const left = box.left + element.clientLeft;
  const top = box.top + element.clientTop;
  return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
}

type TextRun = { text: Text; element: Element; lines: DOMRect[] };

/** Every visible run of text under `root`, with its lines as drawn. */
function visibleTextRuns(root: Element): TextRun[] {
  const runs: TextRun[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent?.trim() && !node.parentElement?.closest('script, style, select, option, textarea, svg')
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const hiddenCache = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    if (!hiddenCache.has(element)) hiddenCache.set(element, isHiddenFromSight(element));
    if (hiddenCache.get(element)) continue;
    const lines = lineBoxes(node as Text);
    if (lines.length > 0) runs.push({ text: node as Text, element, lines });
  }
  return runs;
}

/** Whether `element` is the containing block of its absolutely positioned descendants. */
function positionsDescendants(style: CSSStyleDeclaration): boolean {
  return style.position !== 'static' || style.transform !== 'none' || /paint|layout|strict|content/.test(style.contain);
}

/**
 * The boxes `element` is laid out in, innermost first: its parent for a box in the flow, the nearest positioned
 * ancestor for an absolutely positioned one (a scroll container that is not positioned does not hold it), none past a
 * fixed one (the viewport holds it).
 */
function* containingAncestors(element: Element): Generator<Element> {
  let position = getComputedStyle(element).position;
  for (let ancestor = element.parentElement; ancestor && position !== 'fixed'; ancestor = ancestor.parentElement) {
    const style = getComputedStyle(ancestor);
    if (position === 'absolute' && !positionsDescendants(style)) continue;
    yield ancestor;
    position = style.position;
  }
}

/**
 * Text that runs out of a box it belongs to: past the padding box of a box that clips it (cut off), or past a box's
 * border box or the viewport (spilling over its neighbours). The walk goes up the boxes the text is laid out in and
 * stops at a scroll container (text beyond its edge is scrolled to, not lost) and at an ellipsis, which shortens a text
 * on purpose and says so.
 */
function textOverflowProblems(runs: TextRun[], viewportWidth: number): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  for (const { element, lines } of runs) {
    const text = unionOf(lines);
    let problem: LayoutProblem | undefined;
    let reachesViewport = true;
    for (const box of [element, ...containingAncestors(element)]) {
      const style = getComputedStyle(box);
      if (style.textOverflow === 'ellipsis' && clips(style.overflowX)) {
        reachesViewport = false;
        break;
      }
      if (isScrollable(style.overflowX)) {
        reachesViewport = false;
        break;
      }
      if (style.display === 'inline' || style.display === 'contents') continue;
      const clipsSideways = clips(style.overflowX);
      const frame = clipsSideways ? paddingBox(box) : box.getBoundingClientRect();
      const outside = sidewaysOutside(text, frame);
      // A box that clips downwards without scrolling cuts off wrapped lines (a fixed-height button).
      const clipsDown = clips(style.overflowY) && !isScrollable(style.overflowY);
      const below = clipsDown ? Math.max(text.bottom - frame.bottom, frame.top - text.top, 0) : 0;
      if (outside > TOLERANCE || below > TOLERANCE) {
        const clipped = clipsSideways || below > TOLERANCE;
        problem = {
          kind: clipped ? 'text-clipped' : 'text-overflow',
          where: describeElement(element),
          detail: `${Math.round(Math.max(outside, below))} px ${clipped ? 'cut off by' : 'outside'} ${describeOne(box)} (${Math.round(frame.right - frame.left)} px wide)`,
        };
        break;
      }
    }
    if (!problem && reachesViewport) {
      const outside = sidewaysOutside(text, { left: 0, right: viewportWidth, top: 0, bottom: 0 });
      if (outside > TOLERANCE) {
        problem = { kind: 'text-overflow', where: describeElement(element), detail: `${Math.round(outside)} px outside the ${viewportWidth} px viewport` };
      }
    }
    if (problem && !problems.some((reported) => reported.where === problem.where)) problems.push(problem);
  }
  return problems;
}

/** How much of two boxes' shared area counts as one printed over the other: most of a line's height, a few pixels wide. */
function overlapsVisibly(a: Box, b: Box): boolean {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  // Lines of one paragraph touch by their font's ascent and descent; text printed over text shares most of a line.
  return width > 2 && height > 0.5 * Math.min(a.bottom - a.top, b.bottom - b.top);
}

/** The form controls a label may be printed over. */
const CONTROLS = 'input:not([type="hidden"]), select, textarea';

/**
 * Text printed over other text or over a form control: a label over its value (`<label>` and its field, `<dt>` and
 * its `<dd>`, a stacked table cell's header and value) or any two texts of the screen.
 */
function overlapProblems(root: Element, runs: TextRun[]): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const reported = new Set<string>();
  const report = (a: Element, b: Element) => {
    const key = `${describeElement(a)}|${describeElement(b)}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push({ kind: 'text-overlap', where: describeElement(a), detail: `printed over ${describeElement(b)}` });
  };
  for (let i = 0; i < runs.length; i += 1) {
    for (let j = i + 1; j < runs.length; j += 1) {
      if (runs[i]!.lines.some((a) => runs[j]!.lines.some((b) => overlapsVisibly(a, b)))) report(runs[i]!.element, runs[j]!.element);
    }
  }
  const controls = [...root.querySelectorAll(CONTROLS)].filter((control) => !isHiddenFromSight(control));
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    for (const run of runs) {
      if (control.contains(run.element)) continue;
      if (run.lines.some((line) => overlapsVisibly(line, box))) report(run.element, control);
    }
  }
  return problems;
}

/** The page scrolls sideways: names the deepest boxes that reach past the viewport. */
function pageOverflowProblems(root: Element, viewportWidth: number): LayoutProblem[] {
  const pageWidth = document.scrollingElement!.scrollWidth;
  if (pageWidth <= viewportWidth) return [];
  const outside = [...root.querySelectorAll('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && sidewaysOutside(box, { left: 0, right: viewportWidth, top: 0, bottom: 0 }) > TOLERANCE && !isClipped(element);
  });
  const deepest = outside.filter((element) => !outside.some((other) => other !== element && element.contains(other)));
  return [
    {
      kind: 'page-overflow',
      where: 'document',
      detail: `the page is ${pageWidth} px wide in a ${viewportWidth} px viewport; past its edge: ${deepest
        .slice(0, 5)
        .map((element) => `${describeElement(element)} (${Math.round(element.getBoundingClientRect().width)} px)`)
        .join('; ')}`,
    },
  ];
}

/** Whether a box `element` is laid out in clips it sideways. */
function isClipped(element: Element): boolean {
  for (const ancestor of containingAncestors(element)) {
    if (clips(getComputedStyle(ancestor).overflowX)) return true;
  }
  return false;
}

/**
 * On a desktop screen a data table shows every column: the issue's "Status and Actions visible at 1280 px, or the
 * table adapts". A column header outside its scroll container's visible box is a column the admin does not see.
 */
function tableProblems(root: Element): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  for (const table of root.querySelectorAll('table')) {
    const scroller = scrollContainerOf(table, root);
    if (!scroller) continue;
    const frame = paddingBox(scroller);
    const hidden = [...table.querySelectorAll('thead th')].filter(
      (header) => !isHiddenFromSight(header) && sidewaysOutside(header.getBoundingClientRect(), frame) > TOLERANCE,
    );
    if (hidden.length > 0) {
      problems.push({
        kind: 'table-columns-out-of-view',
        where: describeElement(scroller),
        detail: `the table is ${table.getBoundingClientRect().width.toFixed(0)} px wide in ${Math.round(frame.right - frame.left)} px; out of view: ${hidden
          .map((header) => `"${header.textContent?.trim()}"`)
          .join(', ')}`,
      });
    }
  }
  return problems;
}

function scrollContainerOf(element: Element, root: Element): Element | undefined {
  for (let ancestor = element.parentElement; ancestor && ancestor !== root.parentElement; ancestor = ancestor.parentElement) {
    if (isScrollable(getComputedStyle(ancestor).overflowX)) return ancestor;
  }
  return undefined;
}

/** Every layout problem of the page rendered under `root`, at the current viewport. */
export function findLayoutProblems(root: Element, { viewportWidth, tableMinWidth = DATA_TABLE_DESKTOP_WIDTH }: LayoutCheckOptions): LayoutProblem[] {
  const runs = visibleTextRuns(root);
  return [
    ...pageOverflowProblems(root, viewportWidth),
    ...textOverflowProblems(runs, viewportWidth),
    ...overlapProblems(root, runs),
    ...(viewportWidth >= tableMinWidth ? tableProblems(root) : []),
  ];
}
