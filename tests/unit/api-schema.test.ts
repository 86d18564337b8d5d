import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hasMembers, merged, qualifier, sample, schemaName} from '../../src/components/ApiReference/schema';

test('type names as the reference shows them', () => {
  assert.equal(schemaName({type: 'string', format: 'date'}), 'string<date>');
  assert.equal(schemaName({type: 'array', items: {type: 'object', title: 'TimeRecording'}}), 'object[]');
  assert.equal(schemaName({type: 'array', items: {type: 'integer', format: 'int32'}}), 'integer<int32>[]');
  assert.equal(schemaName({type: ['integer', 'string']}), 'integer | string');
  assert.equal(schemaName({enum: [0, 1]}), 'string');
  assert.equal(schemaName({allOf: [{type: 'object'}]}), 'object');
});

test('objects, arrays of objects and variants have members; values do not', () => {
  assert.equal(hasMembers({type: 'object', properties: {id: {type: 'string'}}}), true);
  assert.equal(hasMembers({type: 'array', items: {type: 'object', properties: {id: {type: 'string'}}}}), true);
  assert.equal(hasMembers({oneOf: [{type: 'string'}]}), true);
  assert.equal(hasMembers({type: 'array', items: {type: 'string'}}), false);
  assert.equal(hasMembers({type: 'object'}), false);
});

test('allOf is merged: properties and required lists of every part', () => {
  const schema = merged({
    allOf: [
      {properties: {a: {type: 'string'}}, required: ['a']},
      {properties: {b: {type: 'integer'}}, required: ['b']},
    ],
  });
  assert.deepEqual(Object.keys(schema.properties!).sort(), ['a', 'b']);
  assert.deepEqual([...(schema.required as string[])].sort(), ['a', 'b']);
});

test('allowed values and limits as one Markdown line', () => {
  assert.equal(qualifier({type: 'integer', enum: [0, 1, 2]}, 'Possible values:'), '**Possible values:** [`0`, `1`, `2`]');
  assert.equal(qualifier({type: 'array', items: {enum: ['a']}}, 'Mögliche Werte:'), '**Mögliche Werte:** [`a`]');
  assert.equal(qualifier({type: 'string', minLength: 1, maxLength: 20}, 'P:'), '**P:** `>= 1`, `<= 20`');
  assert.equal(qualifier({type: 'string'}, 'P:'), undefined);
});

test('a sample from the schema: examples first, then a value of the type', () => {
  assert.deepEqual(
    sample({
      type: 'object',
      properties: {
        value: {
          type: 'array',
          items: {type: 'object', properties: {duration: {type: 'integer', example: 90}, date: {type: 'string', format: 'date'}}},
        },
        status: {type: 'integer', enum: [0, 1]},
        complete: {type: 'boolean'},
        name: {type: 'string'},
        secret: {type: 'string', writeOnly: true},
      },
    }),
    {value: [{duration: 90, date: '2024-01-15'}], status: 0, complete: true, name: 'string'},
  );
  assert.equal(sample({oneOf: [{type: 'integer'}, {type: 'string'}]}), 0);
  // A schema that contains itself stops instead of recursing forever.
  const node: {type: string; properties: Record<string, unknown>} = {type: 'object', properties: {}};
  node.properties.child = node;
  assert.doesNotThrow(() => JSON.stringify(sample(node as never)));
});

test('a request sample leaves out read-only properties, a response sample write-only ones', () => {
  const recording = {
    type: 'object',
    properties: {
      id: {type: 'string', readOnly: true, example: 'd8b4f2a1'},
      password: {type: 'string', writeOnly: true, example: 'secret'},
      resource: {allOf: [{type: 'object', properties: {id: {type: 'string', example: '6c1f3a52'}}}], description: 'The resource.'},
    },
  };
  assert.deepEqual(sample(recording, 'request'), {password: 'secret', resource: {id: '6c1f3a52'}});
  assert.deepEqual(sample(recording, 'response'), {id: 'd8b4f2a1', resource: {id: '6c1f3a52'}});
  assert.deepEqual(sample(recording), sample(recording, 'response'));
});

test("a sample's values: the example, else the first of examples, else one of the format, else of the type", () => {
  assert.equal(sample({type: 'string', examples: ['Workshop', 'Review']}), 'Workshop');
  assert.equal(sample({type: 'string', format: 'date-time'}), '2024-01-15T09:00:00Z');
  assert.equal(sample({type: 'string', format: 'uuid'}), '3fa85f64-5717-4562-b3fc-2c963f66afa6');
  assert.equal(sample({type: 'string', format: 'email'}), 'user@example.com');
  assert.equal(sample({type: 'string', format: 'unknown-format'}), 'string');
  assert.equal(sample({type: ['string', 'null'], example: null}), null);
});
