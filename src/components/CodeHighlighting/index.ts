/**
 * False for the code blocks below it: the site asks for them to stay plain
 * code, on the server too (the API reference's samples, whose pages stay as
 * light as a doc page). The on-demand code block of the performance layer
 * (plugins/performance/prism-on-demand) reads it and then never loads the
 * highlighter; theme-classic's own code block highlights every block.
 */
import {createContext} from 'react';

export const CodeHighlighting = createContext(true);
