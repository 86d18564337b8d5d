/**
 * The production deploy's last gate (scripts/deploy/check-build.ts) on the real build:
 * built with no operator settings, as `npm test` builds it, the site shows every
 * placeholder, and the check refuses it naming each of the settings. Reads build/.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkBuild} from '../../scripts/deploy/check-build';
import {operatorSettings, placeholderSettings, readOperatorSettings} from '../../config/operator';
import {siteDir} from '../blogSource';

test('the placeholder build is refused for production, naming every operator setting it lacks', (t) => {
  const unset = placeholderSettings(readOperatorSettings());
  if (unset.length === 0) return t.skip('this build carries every operator setting');
  const problems = checkBuild(path.join(siteDir, 'build'), 'https://docs.acme.test');
  const required = Object.values(operatorSettings).filter((s) => !('optional' in s));
  assert.equal(required.length, 11);
  for (const env of unset) {
    const named = env === 'SITE_URL' ? /names https:\/\/docs\.example\.com, not SITE_URL/ : new RegExp(`^${env} is not set: `);
    assert.ok(
      problems.some((p) => named.test(p)),
      `${env} is not named:\n${problems.join('\n')}`,
    );
  }
});
