/**
 * Sidebar of the API reference: the overview, then the operation pages that
 * plugins/api-reference generates into api/web-api/reference/ (see config/api.ts)
 * before Docusaurus reads this file. Without them the sidebar holds the overview alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiReference} from './config/api';

const slice = path.join(__dirname, apiReference.outputDir, 'sidebar.ts');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const generated: any[] = fs.existsSync(slice) ? require(slice).default : [];

const sidebars: SidebarsConfig = {
  api: [{type: 'doc', id: 'index', label: 'Overview', translatable: true}, ...generated],
};

export default sidebars;
