/**
 * history 4.10 (react-router 5's) throws while creating a location whose path
 * has a malformed percent-encoding (`/docs/%E0%A4`). The router creates one
 * from the address before the first render, so such an address stopped the
 * app: the page never hydrated. With this edit the path stays as it is,
 * matches no route, and the not-found page renders. A fix, not a speed-up:
 * the benchmark's ablation leaves it on.
 */
import {sourceEditsPlugin, type SourceEdit} from '../source-edits';

const thrown = `    if (e instanceof URIError) {
      throw new URIError('Pathname "' + location.pathname + '" could not be decoded. ' + 'This is likely caused by an invalid percent-encoding.');
    } else {
      throw e;
    }`;
const keptAsItIs = `    // A malformed percent-encoding stays as it is (plugins/performance/history-malformed-url).
    if (!(e instanceof URIError)) throw e;`;

/** The browser bundle uses the ES module build; Node and the server bundle may load the CommonJS one. */
export const edits: SourceEdit[] = ['history/esm/history.js', 'history/cjs/history.js'].map((file) => ({
  file,
  find: thrown,
  replace: keptAsItIs,
}));

export default function historyMalformedUrl() {
  return sourceEditsPlugin('history-malformed-url', edits);
}
