import type {Element, ElementContent, Properties, Root as HastRoot, Text} from 'hast';
import {select} from 'hast-util-select';
import postcss, {type AtRule, type Rule} from 'postcss';
import {PALETTE} from './palette';
import {ID_PLACEHOLDER} from './renderMermaid';

/**
 * Turns Mermaid's SVG into the hast the page shows: the site's colour variables,
 * an id of its own, role="img" with <title> and <desc>, and nothing that could
 * run code (no <script>, no <foreignObject>, no on* attributes, no outside links);
 * in a figure whose box scrolls when the diagram is wider than the column.
 */

export type DiagramText = {title: string; description: string};

const UNSAFE_ELEMENTS = new Set(['script', 'foreignObject', 'iframe', 'object', 'embed']);

function element(tagName: string, properties: Properties, children: ElementContent[]): Element {
  return {type: 'element', tagName, properties, children};
}

export function diagramElement(tree: HastRoot, id: string, text: DiagramText, {wide = false} = {}): Element {
  const svg = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!svg) throw new Error('Mermaid returned no <svg> element.');
  clean(svg, id);
  dropUnusedSymbols(svg);
  ownIds(svg, id);
  trimStyle(svg, id);
  const width = Number(String(svg.properties.viewBox ?? '').split(/[\s,]+/)[2]) || 600;
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  svg.children = svg.children.filter((child) => !(child.type === 'element' && (child.tagName === 'title' || child.tagName === 'desc')));
  svg.children.unshift(
    element('title', {id: titleId}, [{type: 'text', value: text.title}]),
    element('desc', {id: descId}, [{type: 'text', value: text.description}]),
  );
  const {viewBox, xmlns} = svg.properties;
  svg.properties = {
    id,
    xmlns,
    viewBox,
    role: 'img',
    ariaLabelledBy: [titleId],
    ariaDescribedBy: [descId],
    className: ['site-diagram__svg'],
  };
  // A scrolling region must be reachable by keyboard (WCAG 2.1.1); the diagram's title names it.
  const scroll = element('div', {className: ['site-diagram__scroll'], tabIndex: 0, role: 'group', ariaLabelledBy: [titleId]}, [svg]);
  return element(
    'figure',
    {
      className: ['site-diagram'],
      // Marked ```mermaid wide: wider than the column on purpose (README.md, "Width").
      dataWide: wide ? '' : undefined,
      // The drawn width: the CSS scales down to three quarters of it, then scrolls (src/css/custom.css).
      style: `--site-diagram-width:${Math.ceil(width)}px`,
    },
    [scroll],
  );
}

/** The texts the diagram shows, once each, in drawing order: its description when the author gave none. */
export function labelsOf(tree: HastRoot): string[] {
  const labels = new Set<string>();
  const visit = (node: HastRoot | HastRoot['children'][number]) => {
    if (node.type === 'element' && node.tagName === 'text') {
      const label = textOf(node).replace(/\s+/g, ' ').trim();
      if (label) labels.add(label);
      return;
    }
    if (node.type === 'element' && (node.tagName === 'style' || node.tagName === 'title' || node.tagName === 'desc')) return;
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return [...labels];
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  // Mermaid writes each word as a <tspan> and each line as a group of them.
  return node.children.map(textOf).join(node.tagName === 'text' || node.properties.className ? ' ' : '');
}

function clean(svg: Element, id: string) {
  eachElement(svg, (node) => {
    for (const [name, value] of Object.entries(node.properties)) {
      if (/^on/i.test(name) || ((name === 'href' || name === 'xLinkHref') && !String(value).startsWith('#'))) {
        delete node.properties[name];
      } else if (typeof value === 'string') {
        node.properties[name] = rewrite(value, id);
      }
    }
    node.children = node.children.filter((child) => !(child.type === 'element' && UNSAFE_ELEMENTS.has(child.tagName)));
    // Only the <style> text holds ids and colours; label text stays as the author wrote it.
    if (node.tagName === 'style') for (const child of node.children) if (child.type === 'text') child.value = rewrite(child.value, id);
  });
}

/**
 * Sequence diagrams carry ids of Mermaid's own (`actor0`, `root-0`, `i0`, the
 * participants' names), the same in every diagram: each becomes the diagram's id
 * and its number in the SVG, and so do the references to it, so no two diagrams
 * of a page (or the copy the whole-diagram dialog shows) share an id. Numbered in
 * order, not kept: Mermaid counts `actor<n>` on across the diagrams it draws in one
 * page, and the build draws many files' diagrams together (./renderMermaid.ts).
 */
function ownIds(svg: Element, id: string) {
  const renamed = new Map<string, string>();
  eachElement(svg, (node) => {
    const own = node.properties.id;
    if (typeof own === 'string' && own !== id && !own.startsWith(`${id}-`) && !own.startsWith(`${id}_`)) {
      if (!renamed.has(own)) renamed.set(own, `${id}-m${renamed.size}`);
      node.properties.id = renamed.get(own);
    }
  });
  if (!renamed.size) return;
  eachElement(svg, (node) => {
    for (const [name, value] of Object.entries(node.properties)) {
      if (typeof value !== 'string') continue;
      if ((name === 'href' || name === 'xLinkHref') && renamed.has(value.slice(1)))
        node.properties[name] = `#${renamed.get(value.slice(1))}`;
      else
        node.properties[name] = value.replace(/url\(#([^)]+)\)/g, (match, ref: string) =>
          renamed.has(ref) ? `url(#${renamed.get(ref)})` : match,
        );
    }
  });
}

/** Calls `visit` on `node` and every element below it, each before its children. */
function eachElement(node: Element, visit: (element: Element) => void) {
  visit(node);
  for (const child of node.children) if (child.type === 'element') eachElement(child, visit);
}

/** Mermaid defines icons for every sequence diagram; only the ones a <use> shows are kept. */
function dropUnusedSymbols(svg: Element) {
  const used = new Set<string>();
  eachElement(svg, (node) => {
    if (node.tagName === 'use') used.add(String(node.properties.href ?? node.properties.xLinkHref ?? '').slice(1));
  });
  const keep = (node: ElementContent) => !(node.type === 'element' && node.tagName === 'symbol' && !used.has(String(node.properties.id)));
  for (const child of svg.children) if (child.type === 'element' && child.tagName === 'defs') child.children = child.children.filter(keep);
  svg.children = svg.children.filter((child) => !(child.type === 'element' && child.tagName === 'defs' && child.children.length === 0));
}

/**
 * Mermaid writes its whole stylesheet into every diagram (errors, animations, other
 * looks and diagram types): about 6 KB each. Only the rules that match something in
 * this diagram are kept, and the keyframes they animate with; a selector that cannot
 * be checked here (a pseudo-class) is kept.
 *
 * Mermaid draws an edge label's background at half opacity, so the line shows
 * through the text. A rule after Mermaid's own, with the same specificity,
 * makes it opaque (its colour is --site-diagram-label-bg).
 */
function trimStyle(svg: Element, id: string) {
  const style = svg.children.find((child): child is Element => child.type === 'element' && child.tagName === 'style');
  // One text: React renders a <style> whose children are several strings empty.
  const text = style?.children.find((child): child is Text => child.type === 'text');
  if (!text) return;
  const matches = (selector: string) => {
    try {
      return select(selector, svg) !== undefined;
    } catch {
      return true;
    }
  };
  const sheet = postcss.parse(text.value);
  sheet.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name.endsWith('keyframes')) return;
    const kept = rule.selectors.filter(matches);
    if (kept.length) rule.selectors = kept;
    else rule.remove();
  });
  const animated = new Set<string>();
  sheet.walkDecls(/^animation(-name)?$/, (decl) => decl.value.split(/[\s,]+/).forEach((word) => animated.add(word)));
  sheet.walkAtRules(/keyframes$/, (atRule) => {
    if (!animated.has(atRule.params)) atRule.remove();
  });
  text.value = `${sheet.toString()}#${id} .edgeLabel rect{opacity:1}`;
}

function rewrite(value: string, id: string): string {
  return PALETTE.toCssVariables(value.replaceAll(ID_PLACEHOLDER, id));
}
