/** Sidebar of the API reference: the overview, then the operations, as `npm run api:generate` wrote them (config/api.ts). */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import operations from './api/web-api/reference/sidebar';

export default {api: [{type: 'doc', id: 'index', label: 'Overview', translatable: true}, ...operations]} satisfies SidebarsConfig;
