/** Theme components that leave out what the site never needs (theme/; ../README.md, `lean-theme-components`). */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanThemeComponents(): Plugin {
  return {name: 'lean-theme-components', getThemePath: () => path.join(__dirname, 'theme')};
}
