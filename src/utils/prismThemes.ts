import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code block colours: GitHub in light mode, Dracula in dark mode.
 *
 * GitHub's token colours are too light for WCAG AA (4.5:1) on its pale
 * background, and more so on a highlighted line; these are the same hues,
 * darkened until every token reaches 4.6:1 on the highlighted-line colour.
 */
const darker: Record<string, string> = {
  '#999988': '#65655a',
  '#e3116c': '#c50f5e',
  '#36acaa': '#236e6d',
  '#00a4db': '#006c91',
  '#d73a49': '#b9323f',
};

export const prismLight: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => ({
    ...entry,
    style: {...entry.style, ...(entry.style.color && darker[entry.style.color] && {color: darker[entry.style.color]})},
  })),
};
export const prismDark = themes.dracula;
