import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildRoot} from '../../plugins/host-config';

test("the host's files go into the build's root: a translated locale's folder is below it, a build of one locale is the root", () => {
  assert.equal(buildRoot('/site/build', '/'), '/site/build');
  assert.equal(buildRoot('/site/build/de', '/de/'), '/site/build');
  // `docusaurus build --locale de` builds German for the site's base URL, into the root.
  assert.equal(buildRoot('/tmp/de-only', '/'), '/tmp/de-only');
  assert.equal(buildRoot('/site/build/de', '/docs/de/', '/docs/'), '/site/build');
  assert.throws(() => buildRoot('/site/build', '/other/', '/docs/'), /base URL \/other\/ is not below the site's, \/docs\//);
});
