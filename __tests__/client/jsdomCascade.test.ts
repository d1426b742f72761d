// The tests' jsdom is patched for speed (patches/jsdom+26.1.0.patch): a rule whose subject needs a
// class the element lacks is refused before the selector engine is asked. These are the cascade's
// rules the patch must keep: the order of the rules across sheets, sheets added and removed, rules
// inserted and deleted in place, screen media rules, and the selectors it leaves to the engine.
const RED = 'rgb(255, 0, 0)';
const GREEN = 'rgb(0, 128, 0)';
const BLUE = 'rgb(0, 0, 255)';
const PURPLE = 'rgb(128, 0, 128)';
const ORANGE = 'rgb(255, 165, 0)';

function sheet(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

function element(className: string): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  document.body.append(el);
  return el;
}

const color = (el: Element) => getComputedStyle(el).color;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('the later rule wins, whether it needs a class or not, across and within sheets', () => {
  sheet('.a { color: red } div { color: blue }');
  sheet('.a.b { color: green }');
  expect(color(element('a'))).toBe(BLUE);
  expect(color(element('a b'))).toBe(GREEN);
  expect(color(element('b'))).toBe(BLUE);
  sheet('div.a { color: purple }');
  expect(color(element('a'))).toBe(PURPLE);
  expect(color(element('  b\ta  '))).toBe(PURPLE);
});

test('a selector list, an escape or a descendant subject is matched as before', () => {
  sheet('.x, .y { color: red } .p .q { color: green } .c\\:d { color: blue }');
  expect(color(element('y'))).toBe(RED);
  const outer = element('p');
  const inner = document.createElement('span');
  inner.className = 'q';
  outer.append(inner);
  expect(color(inner)).toBe(GREEN);
  expect(color(element('c:d'))).toBe(BLUE);
});

test('sheets added, removed and rewritten after a computed style count at once', () => {
  const first = sheet('.a { color: red }');
  const el = element('a');
  expect(color(el)).toBe(RED);
  const second = sheet('.a { color: green }');
  expect(color(el)).toBe(GREEN);
  second.remove();
  expect(color(el)).toBe(RED);
  first.textContent = '.a { color: blue }';
  expect(color(el)).toBe(BLUE);
  first.remove();
  expect(color(el)).not.toBe(BLUE);
});

test('rules inserted into and deleted from a sheet in place count for the next element', () => {
  const style = sheet('.a { color: red }');
  const css = style.sheet!;
  css.insertRule('.a { color: orange }', 1);
  expect(color(element('a'))).toBe(ORANGE);
  css.deleteRule(1);
  expect(color(element('a'))).toBe(RED);
});

test('screen media rules apply in their place; print ones do not', () => {
  sheet('@media screen { .a { color: green } } .a { color: red } @media print { .a { color: blue } }');
  expect(color(element('a'))).toBe(RED);
  sheet('@media screen { .a { color: purple } }');
  expect(color(element('a'))).toBe(PURPLE);
});
