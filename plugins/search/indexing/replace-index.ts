/**
 * Replaces an Algolia index in one step, as the client's replaceAllObjects
 * does, but with the site's own settings on the result: a temporary index gets
 * the live index's rules and synonyms (so what operators added in the
 * dashboard stays), the settings, the site's synonyms and every record; then it is moved onto the
 * live index, which readers see switch at once. On failure the temporary index
 * is deleted and the live one is left as it was.
 */
import type {Algoliasearch, IndexSettings, SynonymHit} from 'algoliasearch';

type IndexClient = Pick<
  Algoliasearch,
  'indexExists' | 'operationIndex' | 'waitForTask' | 'setSettings' | 'saveSynonyms' | 'chunkedBatch' | 'deleteIndex'
>;

export async function replaceIndex(args: {
  client: IndexClient;
  indexName: string;
  records: readonly object[];
  settings: IndexSettings;
  /** The site's synonyms, saved next to those the live index has (same objectID: replaced). */
  synonyms?: SynonymHit[];
  log?: (line: string) => void;
}): Promise<void> {
  const {client, indexName, records, settings, synonyms = [], log = () => {}} = args;
  if (records.length === 0) throw new Error(`No records: the index "${indexName}" is left as it was.`);
  const tmp = `${indexName}_tmp_${Date.now()}`;
  // Each step waits for its task on the temporary index; the move's too, as the client's replaceAllObjects does.
  const done = async (task: Promise<{taskID: number}>) => client.waitForTask({indexName: tmp, taskID: (await task).taskID});
  try {
    if (await client.indexExists({indexName})) {
      await done(
        client.operationIndex({indexName, operationIndexParams: {operation: 'copy', destination: tmp, scope: ['rules', 'synonyms']}}),
      );
      log(`copied the rules and synonyms of ${indexName} to ${tmp}`);
    }
    await done(client.setSettings({indexName: tmp, indexSettings: settings}));
    log(`set the settings of ${tmp}`);
    if (synonyms.length) {
      await done(client.saveSynonyms({indexName: tmp, synonymHit: synonyms, replaceExistingSynonyms: false}));
      log(`saved ${synonyms.length} synonyms on ${tmp}`);
    }
    await client.chunkedBatch({
      indexName: tmp,
      objects: records as Array<Record<string, unknown>>,
      action: 'addObject',
      waitForTasks: true,
      batchSize: 1000,
    });
    log(`added ${records.length} records to ${tmp}`);
    await done(client.operationIndex({indexName: tmp, operationIndexParams: {operation: 'move', destination: indexName}}));
    log(`moved ${tmp} onto ${indexName}`);
  } catch (error) {
    await client.deleteIndex({indexName: tmp}).catch(() => undefined);
    throw error;
  }
}
