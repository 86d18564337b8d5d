import {themes} from 'prism-react-renderer';

/** Code block colours: GitHub in light mode, Dracula in dark mode. */
export const prismLight = themes.github;
export const prismDark = themes.dracula;
