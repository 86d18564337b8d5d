/**
 * theme-classic's highlighted code block content, with the site's extra Prism
 * languages registered first (theme-classic does that at start-up, which this
 * piece turns off). Loaded through ./highlighter.ts.
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-init/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent as ComponentType<Props>;
