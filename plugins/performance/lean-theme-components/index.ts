/**
 * Theme components that leave out what the site never needs, overriding
 * theme-classic's through the theme mechanism (theme/):
 *
 * - BlogPostItem/Header/Authors: nothing. Release notes name no authors
 *   (plugins/release-notes stops the build when one does), so theme-classic's
 *   author row renders nothing here, but its module brings avatars and the
 *   icons of a dozen social networks into the chunk every blog page loads.
 *
 * With the piece off, theme-classic's own components render.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanThemeComponents(): Plugin {
  return {name: 'lean-theme-components', getThemePath: () => path.join(__dirname, 'theme')};
}
