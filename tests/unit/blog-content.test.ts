/**
 * The release-note sources of both languages: every post carries known tags,
 * says where its facts come from (or that it is a representative sample), and
 * exists in both languages under the same slug. The build output is checked in
 * tests/build/blog-output.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {locales} from '../../config/i18n';
import {postSources as posts, readTags} from '../blogSource';

test('117 posts in each language, with the same slugs', () => {
  const en = posts('en').map((p) => p.slug);
  const de = posts('de').map((p) => p.slug);
  assert.equal(en.length, 117);
  assert.equal(de.length, 117);
  assert.deepEqual([...de].sort(), [...en].sort());
  assert.equal(new Set(en).size, 117, 'slugs are unique');
});

test('the 26 tags are defined in both languages with a label and a description; German labels are German where the words are', () => {
  const en = readTags('en');
  const de = readTags('de');
  assert.equal(en.size, 26);
  assert.deepEqual([...de.keys()].sort(), [...en.keys()].sort());
  for (const [tag, fields] of [...en, ...de]) {
    assert.ok(fields.label, `tags.yml: ${tag} has no label`);
    assert.ok(fields.description, `tags.yml: ${tag} has no description`);
    assert.equal(fields.permalink, `/${tag}`);
  }
  assert.notEqual(de.get('fix')!.label, en.get('fix')!.label);
  assert.notEqual(de.get('fix')!.description, en.get('fix')!.description);
});

test('every tag a post uses is defined, and every post has tags', () => {
  for (const locale of locales) {
    const defined = readTags(locale);
    for (const post of posts(locale)) {
      assert.ok(post.tags.length > 0, `${post.file} has no tags`);
      for (const tag of post.tags) assert.ok(defined.has(tag), `${post.file}: tag "${tag}" is not in tags.yml`);
    }
  }
});

test('every post either names its public sources or is marked as a sample, never both', () => {
  for (const locale of locales) {
    for (const post of posts(locale)) {
      assert.ok(post.sample !== post.sources.length > 0, `${post.file}: set either sources or sample: true`);
      for (const source of post.sources) assert.match(source, /^https:\/\//, `${post.file}: source ${source} is not a URL`);
    }
  }
});
