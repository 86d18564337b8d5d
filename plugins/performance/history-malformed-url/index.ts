/** A path with a malformed percent-encoding stays as it is instead of stopping the app (../README.md, `history-malformed-url`). */
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
