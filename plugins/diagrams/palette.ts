/**
 * Mermaid computes its colours at render time, so diagrams are drawn with
 * sentinel colours that no theme uses, and each sentinel is then replaced by a
 * CSS variable (src/css/custom.css, `--site-diagram-*`), which follows the
 * colour mode. One SVG serves light and dark mode.
 */
const roles = {
  '#fffff0': 'bg',
  '#fffff1': 'node-bg',
  '#fffff2': 'node-bg',
  '#fffff3': 'group-bg',
  '#fffff4': 'label-bg',
  '#000001': 'text',
  '#000002': 'border',
  '#000003': 'line',
  '#000004': 'text',
  '#000005': 'group-border',
} as const;

const themeVariables = {
  darkMode: false,
  background: '#fffff0',
  primaryColor: '#fffff1',
  secondaryColor: '#fffff2',
  tertiaryColor: '#fffff3',
  mainBkg: '#fffff1',
  clusterBkg: '#fffff3',
  edgeLabelBackground: '#fffff4',
  primaryTextColor: '#000001',
  nodeTextColor: '#000001',
  primaryBorderColor: '#000002',
  nodeBorder: '#000002',
  lineColor: '#000003',
  textColor: '#000004',
  titleColor: '#000004',
  clusterBorder: '#000005',
  // Sequence diagrams.
  actorBkg: '#fffff1',
  actorBorder: '#000002',
  actorTextColor: '#000001',
  actorLineColor: '#000005',
  signalColor: '#000003',
  signalTextColor: '#000004',
  labelBoxBkgColor: '#fffff1',
  labelBoxBorderColor: '#000002',
  labelTextColor: '#000001',
  loopTextColor: '#000004',
  noteBkgColor: '#fffff3',
  noteTextColor: '#000001',
  noteBorderColor: '#000005',
  activationBkgColor: '#fffff3',
  activationBorderColor: '#000002',
  sequenceNumberColor: '#fffff0',
};

const variable = (hex: string) => `var(--site-diagram-${roles[hex.toLowerCase() as keyof typeof roles]})`;

/**
 * Replaces the sentinels in Mermaid's styles and attributes with the site's CSS
 * variables. Mermaid writes some as rgba() with an alpha of its own (the edge
 * labels' background at 50 %, `.labelBkg`): those become the opaque variable, so
 * a label covers the line it sits on.
 */
function toCssVariables(text: string): string {
  return text
    .replace(/#(?:fffff[0-4]|00000[1-5])(?:[0-9a-f]{2})?\b/gi, (hex) => variable(hex.slice(0, 7)))
    .replace(
      /rgba?\(\s*(255|0)\s*,\s*(255|0)\s*,\s*(24[0-4]|[1-5])\s*(?:,\s*[\d.]+%?\s*)?\)/g,
      (match, r: string, g: string, b: string) => {
        const hex = `#${[r, g, b].map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
        return hex in roles ? variable(hex) : match;
      },
    );
}

export const PALETTE = {themeVariables, toCssVariables};
